; A loop's !llvm.loop node, which may hold DILocations, also attached to a
; function (!other), where it may not. LLVM's verifier meets the node first
; through the loop and lets it pass (invalid-ir.test).
define void @count(i32 %n) !dbg !4 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done, !dbg !7, !llvm.loop !8

done:
  ret void, !dbg !7
}

define void @other() !other !8 {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "count.cpp", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "count", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4)
!8 = distinct !{!8, !7, !9}
!9 = !{!"llvm.loop.mustprogress"}
