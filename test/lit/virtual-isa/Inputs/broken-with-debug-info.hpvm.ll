; ModuleID = 'test/lit/e2e-hpvmc/cudi1 falsegrid.cpp'
source_filename = "test/lit/e2e-hpvmc/cuda-style-grid.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Args = type { ptr, i64 }

@.str = private unnamed_addr constant [42 x i8] c"cuda-style-grid: %ld elements, %ld wrong\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main() #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Args, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 7680, ptr %2, align 8, !dbg !12
  %8 = call noalias ptr @calloc(i64 noundef 7680, i64 noundef 4) #6, !dbg !13
  store ptr %8, ptr %3, align 8, !dbg !14
  call void @llvm.hpvm.init(), !dbg !15
  %9 = load ptr, ptr %3, align 8, !dbg !16
  call void @llvm.hpvm.trackMemory(ptr %9, i64 30720), !dbg !17
  %10 = getelementptr inbounds %struct.Args, ptr %4, i32 0, i32 0, !dbg !18
  %11 = load ptr, ptr %3, align 8, !dbg !19
  store ptr %11, ptr %10, align 1, !dbg !18
  %12 = getelementptr inbounds %struct.Args, ptr %4, i32 0, i32 1, !dbg !18
  store i64 30720, ptr %12, align 1, !dbg !18
  %13 = call ptr @llvm.hpvm.launch(ptr @_Z4rootPim, ptr %4, i1 false), !dbg !20
  store ptr %13, ptr %5, align 8, !dbg !21
  %14 = load ptr, ptr %5, align 8, !dbg !22
  call void @llvm.hpvm.wait(ptr %14), !dbg !23
  %15 = load ptr, ptr %3, align 8, !dbg !24
  call void @llvm.hpvm.requestMemory(ptr %15, i64 30720), !dbg !25
  %16 = load ptr, ptr %3, align 8, !dbg !26
  call void @llvm.hpvm.untrackMemory(ptr %16), !dbg !27
  call void @llvm.hpvm.cleanup(), !dbg !28
  store i64 0, ptr %6, align 8, !dbg !29
  store i64 0, ptr %7, align 8, !dbg !30
  br label %17, !dbg !31

17:                                               ; preds = %33, %0
  %18 = load i64, ptr %7, align 8, !dbg !32
  %19 = icmp slt i64 %18, 7680, !dbg !33
  br i1 %19, label %20, label %36, !dbg !34

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8, !dbg !35
  %22 = load i64, ptr %7, align 8, !dbg !36
  %23 = getelementptr inbounds i32, ptr %21, i64 %22, !dbg !35
  %24 = load i32, ptr %23, align 4, !dbg !35
  %25 = load i64, ptr %7, align 8, !dbg !37
  %26 = mul nsw i64 3, %25, !dbg !38
  %27 = add nsw i64 %26, 1, !dbg !39
  %28 = trunc i64 %27 to i32, !dbg !40
  %29 = icmp ne i32 %24, %28, !dbg !41
  %30 = zext i1 %29 to i64, !dbg !35
  %31 = load i64, ptr %6, align 8, !dbg !42
  %32 = add nsw i64 %31, %30, !dbg !42
  store i64 %32, ptr %6, align 8, !dbg !42
  br label %33, !dbg !43

33:                                               ; preds = %20
  %34 = load i64, ptr %7, align 8, !dbg !44
  %35 = add nsw i64 %34, 1, !dbg !44
  store i64 %35, ptr %7, align 8, !dbg !44
  br label %17, !dbg !34, !llvm.loop !45

36:                                               ; preds = %17
  %37 = load i64, ptr %6, align 8, !dbg !48
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 7680, i64 noundef %37), !dbg !49
  %39 = load ptr, ptr %3, align 8, !dbg !50
  call void @free(ptr noundef %39) #4, !dbg !51
  %40 = load i64, ptr %6, align 8, !dbg !52
  %41 = icmp ne i64 %40, 0, !dbg !53
  %42 = zext i1 %41 to i32, !dbg !52
  ret i32 %42, !dbg !54
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.getNode() #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.getParentNode(ptr) #4

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr) #4

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr) #4

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.z(ptr) #4

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNumNodeInstances.y(ptr) #4

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr) #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createNode(ptr) #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createNode3D(ptr, i64, i64, i64) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.init() #4

; Function Attrs: nounwind
declare void @llvm.hpvm.trackMemory(ptr, i64) #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.launch(ptr, ptr, i1) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.wait(ptr) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.requestMemory(ptr, i64) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.untrackMemory(ptr) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.cleanup() #4

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z4leafPim(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1) #5 !dbg !55 !hpvm.target !56 {
  %3 = call ptr @llvm.hpvm.getNode(), !dbg !57
  %4 = call ptr @llvm.hpvm.getParentNode(ptr %3), !dbg !58
  %5 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %3), !dbg !59
  %6 = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %4), !dbg !60
  %7 = call i64 @llvm.hpvm.getNodeInstanceID.z(ptr %4), !dbg !61
  %8 = call i64 @llvm.hpvm.getNumNodeInstances.y(ptr %4), !dbg !62
  %9 = call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %3), !dbg !63
  %10 = mul nsw i64 %7, %8, !dbg !64
  %11 = add nsw i64 %10, %6, !dbg !65
  %12 = mul nsw i64 %11, %9, !dbg !66
  %13 = add nsw i64 %12, %5, !dbg !67
  %14 = mul nsw i64 3, %13, !dbg !68
  %15 = add nsw i64 %14, 1, !dbg !69
  %16 = trunc i64 %15 to i32, !dbg !70
  %17 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !71
  store i32 %16, ptr %17, align 4, !dbg !72
  ret {} zeroinitializer, !dbg !73
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z6blocksPim(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1) #5 !dbg !74 !hpvm.target !56 {
  %3 = call ptr @llvm.hpvm.createNode3D(ptr @_Z4leafPim, i64 256, i64 1, i64 1), !dbg !75
  call void @llvm.hpvm.bind.input(ptr %3, i32 0, i32 0, i1 false), !dbg !76
  call void @llvm.hpvm.bind.input(ptr %3, i32 1, i32 1, i1 false), !dbg !77
  ret {} zeroinitializer, !dbg !78
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z7wrapperPim(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1) #5 !dbg !79 !hpvm.target !56 {
  %3 = call ptr @llvm.hpvm.createNode3D(ptr @_Z6blocksPim, i64 1, i64 6, i64 5), !dbg !80
  call void @llvm.hpvm.bind.input(ptr %3, i32 0, i32 0, i1 false), !dbg !81
  call void @llvm.hpvm.bind.input(ptr %3, i32 1, i32 1, i1 false), !dbg !82
  ret {} zeroinitializer, !dbg !83
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z4rootPim(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1) #5 !dbg !84 !hpvm.target !56 {
  %3 = call ptr @llvm.hpvm.createNode(ptr @_Z7wrapperPim), !dbg !85
  call void @llvm.hpvm.bind.input(ptr %3, i32 0, i32 0, i1 false), !dbg !86
  call void @llvm.hpvm.bind.input(ptr %3, i32 1, i32 1, i1 false), !dbg !87
  ret {} zeroinitializer, !dbg !88
}

attributes #0 = { mustprogress noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { mustprogress noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "test/lit/e2e-hpvmc/cuda-style-grid.cpp", directory: "/work/main")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 61, type: !10, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 62, column: 14, scope: !9)
!13 = !DILocation(line: 63, column: 21, scope: !9)
!14 = !DILocation(line: 63, column: 8, scope: !9)
!15 = !DILocation(line: 64, column: 3, scope: !9)
!16 = !DILocation(line: 65, column: 23, scope: !9)
!17 = !DILocation(line: 65, column: 3, scope: !9)
!18 = !DILocation(line: 66, column: 15, scope: !9)
!19 = !DILocation(line: 66, column: 16, scope: !9)
!20 = !DILocation(line: 67, column: 13, scope: !9)
!21 = !DILocation(line: 67, column: 9, scope: !9)
!22 = !DILocation(line: 68, column: 16, scope: !9)
!23 = !DILocation(line: 68, column: 3, scope: !9)
!24 = !DILocation(line: 69, column: 25, scope: !9)
!25 = !DILocation(line: 69, column: 3, scope: !9)
!26 = !DILocation(line: 70, column: 25, scope: !9)
!27 = !DILocation(line: 70, column: 3, scope: !9)
!28 = !DILocation(line: 71, column: 3, scope: !9)
!29 = !DILocation(line: 72, column: 8, scope: !9)
!30 = !DILocation(line: 73, column: 13, scope: !9)
!31 = !DILocation(line: 73, column: 8, scope: !9)
!32 = !DILocation(line: 73, column: 20, scope: !9)
!33 = !DILocation(line: 73, column: 22, scope: !9)
!34 = !DILocation(line: 73, column: 3, scope: !9)
!35 = !DILocation(line: 74, column: 14, scope: !9)
!36 = !DILocation(line: 74, column: 18, scope: !9)
!37 = !DILocation(line: 74, column: 34, scope: !9)
!38 = !DILocation(line: 74, column: 32, scope: !9)
!39 = !DILocation(line: 74, column: 36, scope: !9)
!40 = !DILocation(line: 74, column: 29, scope: !9)
!41 = !DILocation(line: 74, column: 21, scope: !9)
!42 = !DILocation(line: 74, column: 11, scope: !9)
!43 = !DILocation(line: 74, column: 5, scope: !9)
!44 = !DILocation(line: 73, column: 27, scope: !9)
!45 = distinct !{!45, !34, !46, !47}
!46 = !DILocation(line: 74, column: 39, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 75, column: 59, scope: !9)
!49 = !DILocation(line: 75, column: 3, scope: !9)
!50 = !DILocation(line: 76, column: 8, scope: !9)
!51 = !DILocation(line: 76, column: 3, scope: !9)
!52 = !DILocation(line: 77, column: 10, scope: !9)
!53 = !DILocation(line: 77, column: 16, scope: !9)
!54 = !DILocation(line: 77, column: 3, scope: !9)
!55 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!56 = !{!"cpu"}
!57 = !DILocation(line: 20, column: 16, scope: !55)
!58 = !DILocation(line: 21, column: 17, scope: !55)
!59 = !DILocation(line: 22, column: 13, scope: !55)
!60 = !DILocation(line: 23, column: 13, scope: !55)
!61 = !DILocation(line: 24, column: 13, scope: !55)
!62 = !DILocation(line: 25, column: 14, scope: !55)
!63 = !DILocation(line: 26, column: 14, scope: !55)
!64 = !DILocation(line: 27, column: 16, scope: !55)
!65 = !DILocation(line: 27, column: 22, scope: !55)
!66 = !DILocation(line: 27, column: 28, scope: !55)
!67 = !DILocation(line: 27, column: 34, scope: !55)
!68 = !DILocation(line: 28, column: 20, scope: !55)
!69 = !DILocation(line: 28, column: 24, scope: !55)
!70 = !DILocation(line: 28, column: 17, scope: !55)
!71 = !DILocation(line: 28, column: 3, scope: !55)
!72 = !DILocation(line: 28, column: 10, scope: !55)
!73 = !DILocation(line: 30, column: 1, scope: !55)
!74 = distinct !DISubprogram(name: "blocks", scope: !1, file: !1, line: 32, type: !10, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!75 = !DILocation(line: 35, column: 19, scope: !74)
!76 = !DILocation(line: 36, column: 3, scope: !74)
!77 = !DILocation(line: 37, column: 3, scope: !74)
!78 = !DILocation(line: 38, column: 1, scope: !74)
!79 = distinct !DISubprogram(name: "wrapper", scope: !1, file: !1, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!80 = !DILocation(line: 43, column: 16, scope: !79)
!81 = !DILocation(line: 44, column: 3, scope: !79)
!82 = !DILocation(line: 45, column: 3, scope: !79)
!83 = !DILocation(line: 46, column: 1, scope: !79)
!84 = distinct !DISubprogram(name: "root", scope: !1, file: !1, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!85 = !DILocation(line: 51, column: 13, scope: !84)
!86 = !DILocation(line: 52, column: 3, scope: !84)
!87 = !DILocation(line: 53, column: 3, scope: !84)
!88 = !DILocation(line: 54, column: 1, scope: !84)
