; ModuleID = 'no-target-features.cpp'
source_filename = "no-target-features.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { ptr, i64, ptr, i64, i64 }

@.str = private unnamed_addr constant [19 x i8] c"%ld of 1000 right\0A\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local void @_Z5twicePKiPil(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %struct.anon, align 1
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i64 %2, ptr %6, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr %7) #4
  %9 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %10 = load ptr, ptr %4, align 8, !tbaa !6
  store ptr %10, ptr %9, align 1, !tbaa !12
  %11 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 1
  %12 = load i64, ptr %6, align 8, !tbaa !10
  %13 = mul i64 %12, 4
  store i64 %13, ptr %11, align 1, !tbaa !14
  %14 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 2
  %15 = load ptr, ptr %5, align 8, !tbaa !6
  store ptr %15, ptr %14, align 1, !tbaa !15
  %16 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 3
  %17 = load i64, ptr %6, align 8, !tbaa !10
  %18 = mul i64 %17, 4
  store i64 %18, ptr %16, align 1, !tbaa !16
  %19 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 4
  %20 = load i64, ptr %6, align 8, !tbaa !10
  store i64 %20, ptr %19, align 1, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %8) #4
  %21 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %22 = load ptr, ptr %21, align 1, !tbaa !12
  %23 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 1
  %24 = load i64, ptr %23, align 1, !tbaa !14
  call void @llvm.hpvm.trackMemory(ptr %22, i64 %24)
  %25 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 2
  %26 = load ptr, ptr %25, align 1, !tbaa !15
  %27 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 3
  %28 = load i64, ptr %27, align 1, !tbaa !16
  call void @llvm.hpvm.trackMemory(ptr %26, i64 %28)
  %29 = call ptr @llvm.hpvm.launch(ptr @_ZL19__hpvm_root_twice_0PKimPiml, ptr %7, i1 false)
  store ptr %29, ptr %8, align 8, !tbaa !6
  %30 = load ptr, ptr %8, align 8, !tbaa !6
  call void @llvm.hpvm.wait(ptr %30)
  %31 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 2
  %32 = load ptr, ptr %31, align 1, !tbaa !15
  %33 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 3
  %34 = load i64, ptr %33, align 1, !tbaa !16
  call void @llvm.hpvm.requestMemory(ptr %32, i64 %34)
  %35 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %36 = load ptr, ptr %35, align 1, !tbaa !12
  call void @llvm.hpvm.untrackMemory(ptr %36)
  %37 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 2
  %38 = load ptr, ptr %37, align 1, !tbaa !15
  call void @llvm.hpvm.untrackMemory(ptr %38)
  call void @hpvm_rt_rethrow()
  call void @llvm.lifetime.end.p0(i64 8, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 40, ptr %7) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @hpvm_rt_rethrow() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [1000 x i32], align 16
  %3 = alloca [1000 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.lifetime.start.p0(i64 4000, ptr %2) #4
  call void @llvm.lifetime.start.p0(i64 4000, ptr %3) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr %4) #4
  store i32 0, ptr %4, align 4, !tbaa !18
  br label %7

7:                                                ; preds = %16, %0
  %8 = load i32, ptr %4, align 4, !tbaa !18
  %9 = icmp slt i32 %8, 1000
  br i1 %9, label %11, label %10

10:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %4) #4
  br label %19

11:                                               ; preds = %7
  %12 = load i32, ptr %4, align 4, !tbaa !18
  %13 = load i32, ptr %4, align 4, !tbaa !18
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %14
  store i32 %12, ptr %15, align 4, !tbaa !18
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %4, align 4, !tbaa !18
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4, !tbaa !18
  br label %7, !llvm.loop !20

19:                                               ; preds = %10
  %20 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 0
  %21 = getelementptr inbounds [1000 x i32], ptr %3, i64 0, i64 0
  call void @_Z5twicePKiPil(ptr noundef %20, ptr noundef %21, i64 noundef 1000)
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #4
  store i64 0, ptr %5, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  store i32 0, ptr %6, align 4, !tbaa !18
  br label %22

22:                                               ; preds = %37, %19
  %23 = load i32, ptr %6, align 4, !tbaa !18
  %24 = icmp slt i32 %23, 1000
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  br label %40

26:                                               ; preds = %22
  %27 = load i32, ptr %6, align 4, !tbaa !18
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [1000 x i32], ptr %3, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !18
  %31 = load i32, ptr %6, align 4, !tbaa !18
  %32 = mul nsw i32 2, %31
  %33 = icmp eq i32 %30, %32
  %34 = zext i1 %33 to i64
  %35 = load i64, ptr %5, align 8, !tbaa !10
  %36 = add nsw i64 %35, %34
  store i64 %36, ptr %5, align 8, !tbaa !10
  br label %37

37:                                               ; preds = %26
  %38 = load i32, ptr %6, align 4, !tbaa !18
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4, !tbaa !18
  br label %22, !llvm.loop !22

40:                                               ; preds = %25
  %41 = load i64, ptr %5, align 8, !tbaa !10
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #4
  call void @llvm.lifetime.end.p0(i64 4000, ptr %3) #4
  call void @llvm.lifetime.end.p0(i64 4000, ptr %2) #4
  %43 = load i32, ptr %1, align 4
  ret i32 %43
}

declare i32 @printf(ptr noundef, ...) #2

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
declare ptr @llvm.hpvm.createNode1D(ptr, i64) #4

; Function Attrs: nounwind
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1) #4

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr) #4

; Function Attrs: nounwind
declare ptr @llvm.hpvm.getNode() #4

; Function Attrs: mustprogress nounwind uwtable
define internal {} @_ZL21__hpvm_leaf_twice_0_0PKimPim(ptr noundef "hpvm.in" %0, i64 noundef %1, ptr noundef "hpvm.out" %2, i64 noundef %3) #5 !hpvm.target !23 {
  %5 = call ptr @llvm.hpvm.getNode()
  %6 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %5)
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !18
  %9 = mul nsw i32 2, %8
  %10 = getelementptr inbounds i32, ptr %2, i64 %6
  store i32 %9, ptr %10, align 4, !tbaa !18
  ret {} zeroinitializer
}

; Function Attrs: mustprogress nounwind uwtable
define internal {} @_ZL19__hpvm_root_twice_0PKimPiml(ptr noundef "hpvm.in" %0, i64 noundef %1, ptr noundef "hpvm.out" %2, i64 noundef %3, i64 noundef %4) #5 !hpvm.target !23 {
  %6 = icmp sgt i64 %4, 0
  %7 = select i1 %6, i64 %4, i64 0
  %8 = call ptr @llvm.hpvm.createNode1D(ptr @_ZL21__hpvm_leaf_twice_0_0PKimPim, i64 %7)
  call void @llvm.hpvm.bind.input(ptr %8, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %8, i32 1, i32 1, i1 false)
  call void @llvm.hpvm.bind.input(ptr %8, i32 2, i32 2, i1 false)
  call void @llvm.hpvm.bind.input(ptr %8, i32 3, i32 3, i1 false)
  ret {} zeroinitializer
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cascadelake" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cascadelake" }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cascadelake" }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cascadelake" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTSZ5twicePKiPilE3$_0", !7, i64 0, !11, i64 8, !7, i64 16, !11, i64 24, !11, i64 32}
!14 = !{!13, !11, i64 8}
!15 = !{!13, !7, i64 16}
!16 = !{!13, !11, i64 24}
!17 = !{!13, !11, i64 32}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!"vector"}
