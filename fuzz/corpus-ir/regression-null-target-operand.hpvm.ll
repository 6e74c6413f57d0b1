; ModuleID = 'test/lit/e2e-hpvmc/one-to-one-int-counts.cpp'
source_filename = "test/lit/e2e-hpvmc/one-to-one-int-counts.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Args = type <{ ptr, i64, i32, i16 }>

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main() #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 16
  %3 = alloca %struct.Args, align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 24, i1 false), !dbg !12
  call void @llvm.hpvm.init(), !dbg !13
  %9 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !14
  call void @llvm.hpvm.trackMemory(ptr %9, i64 24), !dbg !15
  %10 = getelementptr inbounds %struct.Args, ptr %3, i32 0, i32 0, !dbg !16
  %11 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !17
  store ptr %11, ptr %10, align 1, !dbg !16
  %12 = getelementptr inbounds %struct.Args, ptr %3, i32 0, i32 1, !dbg !16
  store i64 24, ptr %12, align 1, !dbg !16
  %13 = getelementptr inbounds %struct.Args, ptr %3, i32 0, i32 2, !dbg !16
  store i32 3, ptr %13, align 1, !dbg !16
  %14 = getelementptr inbounds %struct.Args, ptr %3, i32 0, i32 3, !dbg !16
  store i16 2, ptr %14, align 1, !dbg !16
  %15 = call ptr @llvm.hpvm.launch(ptr @_Z4rootPimis, ptr %3, i1 false), !dbg !18
  store ptr %15, ptr %4, align 8, !dbg !19
  %16 = load ptr, ptr %4, align 8, !dbg !20
  call void @llvm.hpvm.wait(ptr %16), !dbg !21
  %17 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !22
  call void @llvm.hpvm.requestMemory(ptr %17, i64 24), !dbg !23
  %18 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !24
  call void @llvm.hpvm.untrackMemory(ptr %18), !dbg !25
  call void @llvm.hpvm.cleanup(), !dbg !26
  store ptr %2, ptr %5, align 8, !dbg !27
  %19 = load ptr, ptr %5, align 8, !dbg !28
  %20 = getelementptr inbounds [6 x i32], ptr %19, i64 0, i64 0, !dbg !28
  store ptr %20, ptr %6, align 8, !dbg !28
  %21 = load ptr, ptr %5, align 8, !dbg !28
  %22 = getelementptr inbounds [6 x i32], ptr %21, i64 0, i64 0, !dbg !28
  %23 = getelementptr inbounds i32, ptr %22, i64 6, !dbg !28
  store ptr %23, ptr %7, align 8, !dbg !28
  br label %24, !dbg !28

24:                                               ; preds = %33, %0
  %25 = load ptr, ptr %6, align 8, !dbg !28
  %26 = load ptr, ptr %7, align 8, !dbg !28
  %27 = icmp ne ptr %25, %26, !dbg !28
  br i1 %27, label %28, label %36, !dbg !28

28:                                               ; preds = %24
  %29 = load ptr, ptr %6, align 8, !dbg !28
  %30 = load i32, ptr %29, align 4, !dbg !28
  store i32 %30, ptr %8, align 4, !dbg !29
  %31 = load i32, ptr %8, align 4, !dbg !30
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31), !dbg !31
  br label %33, !dbg !32

33:                                               ; preds = %28
  %34 = load ptr, ptr %6, align 8, !dbg !28
  %35 = getelementptr inbounds i32, ptr %34, i32 1, !dbg !28
  store ptr %35, ptr %6, align 8, !dbg !28
  br label %24, !dbg !28, !llvm.loop !33

36:                                               ; preds = %24
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare ptr @llvm.hpvm.getNode() #3

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr) #3

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr) #3

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr) #3

; Function Attrs: nounwind
declare i32 @llvm.hpvm.atomic.add(ptr, i32) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createNode2D(ptr, i64, i64) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createEdge(ptr, ptr, i1, i32, i32, i1) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.init() #3

; Function Attrs: nounwind
declare void @llvm.hpvm.trackMemory(ptr, i64) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.launch(ptr, ptr, i1) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.wait(ptr) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.requestMemory(ptr, i64) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.untrackMemory(ptr) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.cleanup() #3

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local { ptr, i64 } @_Z4bumpPim(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1) #4 !dbg !37 !hpvm.target !37 {
  %3 = call ptr @llvm.hpvm.getNode(), !dbg !39
  %4 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %3), !dbg !40
  %5 = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %3), !dbg !41
  %6 = call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %3), !dbg !42
  %7 = mul nsw i64 %5, %6, !dbg !43
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !44
  %9 = getelementptr inbounds i32, ptr %8, i64 %4, !dbg !45
  %10 = call i32 @llvm.hpvm.atomic.add(ptr %9, i32 1), !dbg !46
  %11 = insertvalue { ptr, i64 } poison, ptr %0, 0, !dbg !47
  %12 = insertvalue { ptr, i64 } %11, i64 %1, 1, !dbg !47
  ret { ptr, i64 } %12, !dbg !47
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z4rootPimis(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, i32 noundef %2, i16 noundef signext %3) #4 !dbg !48 !hpvm.target !38 {
  %5 = sext i16 %3 to i32, !dbg !49
  %6 = sext i32 %2 to i64, !dbg !50
  %7 = sext i32 %5 to i64, !dbg !50
  %8 = call ptr @llvm.hpvm.createNode2D(ptr @_Z4bumpPim, i64 %6, i64 %7), !dbg !50
  %9 = sext i16 %3 to i32, !dbg !51
  %10 = sext i32 %2 to i64, !dbg !52
  %11 = sext i32 %9 to i64, !dbg !52
  %12 = call ptr @llvm.hpvm.createNode2D(ptr @_Z4bumpPim, i64 %10, i64 %11), !dbg !52
  call void @llvm.hpvm.bind.input(ptr %8, i32 0, i32 0, i1 false), !dbg !53
  call void @llvm.hpvm.bind.input(ptr %8, i32 1, i32 1, i1 false), !dbg !54
  %13 = call ptr @llvm.hpvm.createEdge(ptr %8, ptr %12, i1 false, i32 0, i32 0, i1 false), !dbg !55
  %14 = call ptr @llvm.hpvm.createEdge(ptr %8, ptr %12, i1 false, i32 1, i32 1, i1 false), !dbg !56
  ret {} zeroinitializer, !dbg !57
}

attributes #0 = { mustprogress noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "test/lit/e2e-hpvmc/one-to-one-int-counts.cpp", directory: "/work/main")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !10, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 38, column: 7, scope: !9)
!13 = !DILocation(line: 39, column: 3, scope: !9)
!14 = !DILocation(line: 40, column: 23, scope: !9)
!15 = !DILocation(line: 40, column: 3, scope: !9)
!16 = !DILocation(line: 41, column: 15, scope: !9)
!17 = !DILocation(line: 41, column: 16, scope: !9)
!18 = !DILocation(line: 42, column: 13, scope: !9)
!19 = !DILocation(line: 42, column: 9, scope: !9)
!20 = !DILocation(line: 43, column: 16, scope: !9)
!21 = !DILocation(line: 43, column: 3, scope: !9)
!22 = !DILocation(line: 44, column: 25, scope: !9)
!23 = !DILocation(line: 44, column: 3, scope: !9)
!24 = !DILocation(line: 45, column: 25, scope: !9)
!25 = !DILocation(line: 45, column: 3, scope: !9)
!26 = !DILocation(line: 46, column: 3, scope: !9)
!27 = !DILocation(line: 47, column: 16, scope: !9)
!28 = !DILocation(line: 47, column: 14, scope: !9)
!29 = !DILocation(line: 47, column: 12, scope: !9)
!30 = !DILocation(line: 48, column: 19, scope: !9)
!31 = !DILocation(line: 48, column: 5, scope: !9)
!32 = !DILocation(line: 47, column: 3, scope: !9)
!33 = distinct !{!33, !32, !34}
!34 = !DILocation(line: 48, column: 20, scope: !9)
!35 = !DILocation(line: 49, column: 3, scope: !9)
!36 = !DILocation(line: 50, column: 3, scope: !9)
!37 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!38 = !{!"cpu"}
!39 = !DILocation(line: 11, column: 16, scope: !37)
!40 = !DILocation(line: 12, column: 12, scope: !37)
!41 = !DILocation(line: 13, column: 12, scope: !37)
!42 = !DILocation(line: 14, column: 13, scope: !37)
!43 = !DILocation(line: 15, column: 28, scope: !37)
!44 = !DILocation(line: 15, column: 24, scope: !37)
!45 = !DILocation(line: 15, column: 33, scope: !37)
!46 = !DILocation(line: 15, column: 3, scope: !37)
!47 = !DILocation(line: 17, column: 1, scope: !37)
!48 = distinct !DISubprogram(name: "root", scope: !1, file: !1, line: 19, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!49 = !DILocation(line: 22, column: 55, scope: !48)
!50 = !DILocation(line: 22, column: 13, scope: !48)
!51 = !DILocation(line: 23, column: 55, scope: !48)
!52 = !DILocation(line: 23, column: 13, scope: !48)
!53 = !DILocation(line: 24, column: 3, scope: !48)
!54 = !DILocation(line: 25, column: 3, scope: !48)
!55 = !DILocation(line: 26, column: 3, scope: !48)
!56 = !DILocation(line: 27, column: 3, scope: !48)
!57 = !DILocation(line: 28, column: 1, scope: !48)
