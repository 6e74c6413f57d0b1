; ModuleID = 'test/lit/e2e-hpvmc/outputs-through-levels.cpp'
source_filename = "test/lit/e2e-hpvmc/outputs-through-levels.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Args = type <{ i32, %struct.anon }>
%struct.anon = type { i64, i64 }

@__const.main.inputs = private unnamed_addr constant [2 x i32] [i32 1, i32 -5], align 4
@.str = private unnamed_addr constant [20 x i8] c"x=%d y=%ld sum=%ld\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main() #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Args, align 1
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.hpvm.init(), !dbg !12
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.inputs, i64 8, i1 false), !dbg !13
  store ptr %2, ptr %3, align 8, !dbg !14
  %9 = load ptr, ptr %3, align 8, !dbg !15
  %10 = getelementptr inbounds [2 x i32], ptr %9, i64 0, i64 0, !dbg !15
  store ptr %10, ptr %4, align 8, !dbg !15
  %11 = load ptr, ptr %3, align 8, !dbg !15
  %12 = getelementptr inbounds [2 x i32], ptr %11, i64 0, i64 0, !dbg !15
  %13 = getelementptr inbounds i32, ptr %12, i64 2, !dbg !15
  store ptr %13, ptr %5, align 8, !dbg !15
  br label %14, !dbg !15

14:                                               ; preds = %36, %0
  %15 = load ptr, ptr %4, align 8, !dbg !15
  %16 = load ptr, ptr %5, align 8, !dbg !15
  %17 = icmp ne ptr %15, %16, !dbg !15
  br i1 %17, label %18, label %39, !dbg !15

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8, !dbg !15
  %20 = load i32, ptr %19, align 4, !dbg !15
  store i32 %20, ptr %6, align 4, !dbg !16
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 20, i1 false), !dbg !17
  %21 = getelementptr inbounds %struct.Args, ptr %7, i32 0, i32 0, !dbg !18
  %22 = load i32, ptr %6, align 4, !dbg !19
  store i32 %22, ptr %21, align 1, !dbg !18
  %23 = getelementptr inbounds %struct.Args, ptr %7, i32 0, i32 1, !dbg !18
  %24 = getelementptr inbounds %struct.anon, ptr %23, i32 0, i32 0, !dbg !20
  %25 = getelementptr inbounds %struct.anon, ptr %23, i32 0, i32 1, !dbg !20
  %26 = call ptr @llvm.hpvm.launch(ptr @_Z4rooti, ptr %7, i1 false), !dbg !21
  store ptr %26, ptr %8, align 8, !dbg !22
  %27 = load ptr, ptr %8, align 8, !dbg !23
  call void @llvm.hpvm.wait(ptr %27), !dbg !24
  %28 = load i32, ptr %6, align 4, !dbg !25
  %29 = getelementptr inbounds %struct.Args, ptr %7, i32 0, i32 1, !dbg !26
  %30 = getelementptr inbounds %struct.anon, ptr %29, i32 0, i32 0, !dbg !27
  %31 = load i64, ptr %30, align 1, !dbg !27
  %32 = getelementptr inbounds %struct.Args, ptr %7, i32 0, i32 1, !dbg !28
  %33 = getelementptr inbounds %struct.anon, ptr %32, i32 0, i32 1, !dbg !29
  %34 = load i64, ptr %33, align 1, !dbg !29
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i64 noundef %31, i64 noundef %34), !dbg !30
  br label %36, !dbg !31

36:                                               ; preds = %18
  %37 = load ptr, ptr %4, align 8, !dbg !15
  %38 = getelementptr inbounds i32, ptr %37, i32 1, !dbg !15
  store ptr %38, ptr %4, align 8, !dbg !15
  br label %14, !dbg !15, !llvm.loop !32

39:                                               ; preds = %14
  call void @llvm.hpvm.cleanup(), !dbg !34
  ret i32 0, !dbg !35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createNode(ptr) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1) #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createEdge(ptr, ptr, i1, i32, i32, i1) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.bind.output(ptr, i32, i32, i1) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.init() #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.launch(ptr, ptr, i1) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.wait(ptr) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.cleanup() #4

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local { i32 } @_Z5firsti(i32 noundef %077777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777) #5 !dbg !36 !hpvm.target !37 {
  %2 = icmp slt i32 %0, 0, !dbg !38
  br i1 %2, label %3, label %4, !dbg !39

3:                                                ; preds = %1
  br label %6, !dbg !40

4:                                                ; preds = %1
  %5 = add nsw i32 %0, 1, !dbg !40
  br label %6, !dbg !42

6:                                                ; preds = %4, %3
  %7 = phi i32 [ 0, %3 ], [ %5, %4 ], !dbg !43
  %8 = insertvalue { i32 } poison, i32 %7, 0, !dbg !42
  ret { i32 } %8, !dbg !42
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local { i32, i64 } @_Z6secondi(i32 noundef %0) #5 !dbg !44 !hpvm.target !37 {
  %2 = mul nsw i32 %0, 2, !dbg !45
  %3 = sext i32 %0 to i64, !dbg !46
  %4 = insertvalue { i32, i64 } poison, i32 %2, 0, !dbg !47
  %5 = insertvalue { i32, i64 } %4, i64 %3, 1, !dbg !47
  ret { i32, i64 } %5, !dbg !47
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local { i32, i64 } @_Z5stagei(i32 noundef %0) #5 !dbg !48 !mvph.target !32 {
  %2 = call ptr @llvm.hpvm.createNode(ptr @_Z5firsti), !dbg !49
  %3 = call ptr @llvm.hpvm.createNode(ptr @_Z6secondi), !dbg !50
  call void @llvm.hpvm.bind.input(ptr %2, i32 0, i32 0, i1 false), !dbg !51
  %4 = call ptr @llvm.hpvm.createEdge(ptr %2, ptr %3, i1 true, i32 0, i32 0, i1 false), !dbg !52
  call void @llvm.hpvm.bind.output(ptr %3, i32 0, i32 0, i1 false), !dbg !53
  call void @llvm.hpvm.bind.output(ptr %3, i32 1, i32 1, i1 false), !dbg !54
  ret { i32, i64 } zeroinitializer, !dbg !55
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local { i64, i64 } @_Z4lastil(i32 noundef %0, i64 noundef %1) #5 !dbg !56 !hpvm.target !37 {
  %3 = sext i32 %0 to i64, !dbg !57
  %4 = add nsw i64 %3, %1, !dbg !58
  %5 = insertvalue { i64, i64 } poison, i64 %4, 0, !dbg !59
  %6 = insertvalue { i64, i64 } %5, i64 %1, 1, !dbg !59
  ret { i64, i64 } %6, !dbg !59
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local { i64, i64 } @_Z4rooti(i32 noundef %0) #5 !dbg !60 !hpvm.target !12 {
  %2 = call ptr @llvm.hpvm.createNode(ptr @_Z5stagei), !dbg !61
  %3 = call ptr @llvm.hpvm.createNode(ptr @_Z5stagei), !dbg !62
  %4 = call ptr @llvm.hpvm.createNode(ptr @_Z4lastil), !dbg !63
  call void @llvm.hpvm.bind.input(ptr %2, i32 0, i32 0, i1 false), !dbg !64
  %5 = call ptr @llvm.hpvm.createEdge(ptr %2, ptr %3, i1 true, i32 0, i32 0, i1 false), !dbg !65
  %6 = call ptr @llvm.hpvm.createEdge(ptr %3, ptr %4, i1 true, i32 0, i32 0, i1 false), !dbg !66
  %7 = call ptr @llvm.hpvm.createEdge(ptr %2, ptr %4, i1 true, i32 1, i32 1, i1 false), !dbg !67
  call void @llvm.hpvm.bind.output(ptr %4, i32 1, i32 0, i1 false), !dbg !68
  call void @llvm.hpvm.bind.output(ptr %4, i32 0, i32 1, i1 false), !dbg !69
  ret { i64, i64 } zeroinitializer, !dbg !70
}

attributes #0 = { mustprogress noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { mustprogress noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "test/lit/e2e-hpvmc/outputs-through-levels.cpp", directory: "/work/main")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 63, type: !10, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 64, column: 3, scope: !9)
!13 = !DILocation(line: 65, column: 13, scope: !9)
!14 = !DILocation(line: 66, column: 16, scope: !9)
!15 = !DILocation(line: 66, column: 14, scope: !9)
!16 = !DILocation(line: 66, column: 12, scope: !9)
!17 = !DILocation(line: 67, column: 10, scope: !9)
!18 = !DILocation(line: 67, column: 17, scope: !9)
!19 = !DILocation(line: 67, column: 18, scope: !9)
!20 = !DILocation(line: 67, column: 21, scope: !9)
!21 = !DILocation(line: 68, column: 15, scope: !9)
!22 = !DILocation(line: 68, column: 11, scope: !9)
!23 = !DILocation(line: 69, column: 18, scope: !9)
!24 = !DILocation(line: 69, column: 5, scope: !9)
!25 = !DILocation(line: 70, column: 36, scope: !9)
!26 = !DILocation(line: 70, column: 44, scope: !9)
!27 = !DILocation(line: 70, column: 48, scope: !9)
!28 = !DILocation(line: 70, column: 56, scope: !9)
!29 = !DILocation(line: 70, column: 60, scope: !9)
!30 = !DILocation(line: 70, column: 5, scope: !9)
!31 = !DILocation(line: 66, column: 3, scope: !9)
!32 = distinct !{!32, !31, !33}
!33 = !DILocation(line: 71, column: 3, scope: !9)
!34 = !DILocation(line: 72, column: 3, scope: !9)
!35 = !DILocation(line: 73, column: 3, scope: !9)
!36 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!37 = !{!"cpu"}
!38 = !DILocation(line: 11, column: 9, scope: !36)
!39 = !DILocation(line: 11, column: 7, scope: !36)
!40 = !DILocation(line: 13, column: 5, scope: !36)
!41 = !DILocation(line: 15, column: 23, scope: !36)
!42 = !DILocation(line: 16, column: 1, scope: !36)
!43 = !DILocation(line: 0, scope: !36)
!44 = distinct !DISubprogram(name: "second", scope: !1, file: !1, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!45 = !DILocation(line: 20, column: 23, scope: !44)
!46 = !DILocation(line: 20, column: 34, scope: !44)
!47 = !DILocation(line: 21, column: 1, scope: !44)
!48 = distinct !DISubprogram(name: "stage", scope: !1, file: !1, line: 23, type: !10, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!49 = !DILocation(line: 25, column: 13, scope: !48)
!50 = !DILocation(line: 26, column: 13, scope: !48)
!51 = !DILocation(line: 27, column: 3, scope: !48)
!52 = !DILocation(line: 28, column: 3, scope: !48)
!53 = !DILocation(line: 29, column: 3, scope: !48)
!54 = !DILocation(line: 30, column: 3, scope: !48)
!55 = !DILocation(line: 31, column: 1, scope: !48)
!56 = distinct !DISubprogram(name: "last", scope: !1, file: !1, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!57 = !DILocation(line: 35, column: 21, scope: !56)
!58 = !DILocation(line: 35, column: 23, scope: !56)
!59 = !DILocation(line: 36, column: 1, scope: !56)
!60 = distinct !DISubprogram(name: "root", scope: !1, file: !1, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 42, column: 14, scope: !60)
!62 = !DILocation(line: 43, column: 14, scope: !60)
!63 = !DILocation(line: 44, column: 13, scope: !60)
!64 = !DILocation(line: 45, column: 3, scope: !60)
!65 = !DILocation(line: 46, column: 3, scope: !60)
!66 = !DILocation(line: 47, column: 3, scope: !60)
!67 = !DILocation(line: 48, column: 3, scope: !60)
!68 = !DILocation(line: 49, column: 3, scope: !60)
!69 = !DILocation(line: 50, column: 3, scope: !60)
!70 = !DILocation(line: 51, column: 1, scope: !60)
