; ModuleID = 'barrier-unreachable.cpp'
source_filename = "barrier-unreachable.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Args = type <{ ptr, i64, ptr, i64, i32 }>

@.str = private unnamed_addr constant [28 x i8] c"4 tiles of 16: reversed %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"WRONG\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1

; Function Attrs: noreturn nounwind
declare void @abort() #0

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i32], align 16
  %3 = alloca [64 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca %struct.Args, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %16, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %14
  store i32 %12, ptr %15, align 4
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %8, !llvm.loop !7

19:                                               ; preds = %8
  call void @llvm.hpvm.init()
  %20 = getelementptr inbounds %struct.Args, ptr %5, i32 0, i32 0
  %21 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 0
  store ptr %21, ptr %20, align 1
  %22 = getelementptr inbounds %struct.Args, ptr %5, i32 0, i32 1
  store i64 256, ptr %22, align 1
  %23 = getelementptr inbounds %struct.Args, ptr %5, i32 0, i32 2
  %24 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 0
  store ptr %24, ptr %23, align 1
  %25 = getelementptr inbounds %struct.Args, ptr %5, i32 0, i32 3
  store i64 256, ptr %25, align 1
  %26 = getelementptr inbounds %struct.Args, ptr %5, i32 0, i32 4
  store i32 0, ptr %26, align 1
  %27 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 0
  call void @llvm.hpvm.trackMemory(ptr %27, i64 256)
  %28 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 0
  call void @llvm.hpvm.trackMemory(ptr %28, i64 256)
  %29 = call ptr @llvm.hpvm.launch(ptr @_Z4rootPimS_mi, ptr %5, i1 false)
  call void @llvm.hpvm.wait(ptr %29)
  %30 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 0
  call void @llvm.hpvm.requestMemory(ptr %30, i64 256)
  %31 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 0
  call void @llvm.hpvm.untrackMemory(ptr %31)
  %32 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 0
  call void @llvm.hpvm.untrackMemory(ptr %32)
  call void @llvm.hpvm.cleanup()
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %33

33:                                               ; preds = %52, %19
  %34 = load i32, ptr %7, align 4
  %35 = icmp slt i32 %34, 64
  br i1 %35, label %36, label %55

36:                                               ; preds = %33
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = load i32, ptr %7, align 4
  %42 = sdiv i32 %41, 16
  %43 = mul nsw i32 %42, 16
  %44 = add nsw i32 %43, 15
  %45 = load i32, ptr %7, align 4
  %46 = srem i32 %45, 16
  %47 = sub nsw i32 %44, %46
  %48 = icmp ne i32 %40, %47
  %49 = zext i1 %48 to i32
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %6, align 4
  br label %52

52:                                               ; preds = %36
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %33, !llvm.loop !9

55:                                               ; preds = %33
  %56 = load i32, ptr %6, align 4
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i64
  %59 = select i1 %57, ptr @.str.1, ptr @.str.2
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %59)
  %61 = load i32, ptr %6, align 4
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  ret i32 %63
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.getParentNode(ptr) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.getNode() #3

; Function Attrs: nounwind
declare void @llvm.hpvm.barrier() #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.createNode1D(ptr, i64) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.init() #3

; Function Attrs: nounwind
declare void @llvm.hpvm.trackMemory(ptr, i64) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.wait(ptr) #3

; Function Attrs: nounwind
declare ptr @llvm.hpvm.launch(ptr, ptr, i1) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.requestMemory(ptr, i64) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.untrackMemory(ptr) #3

; Function Attrs: nounwind
declare void @llvm.hpvm.cleanup() #3

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z4workPimS_mi(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, ptr noundef "hpvm.in" "hpvm.out" %2, i64 noundef %3, i32 noundef %4) #4 !hpvm.target !10 {
  %6 = call ptr @llvm.hpvm.getNode()
  %7 = call ptr @llvm.hpvm.getParentNode(ptr %6)
  %8 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %7)
  %9 = call ptr @llvm.hpvm.getNode()
  %10 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %9)
  %11 = mul nsw i64 %8, 16
  %12 = add nsw i64 %11, %10
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i64 %8, 16
  %16 = add nsw i64 %15, %10
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  store i32 %14, ptr %17, align 4
  %18 = icmp ne i32 %4, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %5
  call void @abort() #5
  unreachable

never:                                            ; preds = %never
  call void @llvm.hpvm.barrier()
  br label %never

20:                                               ; preds = %5
  call void @llvm.hpvm.barrier()
  %21 = mul nsw i64 %8, 16
  %22 = add nsw i64 %21, 15
  %23 = sub nsw i64 %22, %10
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = mul nsw i64 %8, 16
  %27 = add nsw i64 %26, %10
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  store i32 %25, ptr %28, align 4
  ret {} zeroinitializer
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z4tilePimS_mi(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, ptr noundef "hpvm.in" "hpvm.out" %2, i64 noundef %3, i32 noundef %4) #4 !hpvm.target !10 {
  %6 = call ptr @llvm.hpvm.createNode1D(ptr @_Z4workPimS_mi, i64 16)
  call void @llvm.hpvm.bind.input(ptr %6, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 1, i32 1, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 2, i32 2, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 3, i32 3, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 4, i32 4, i1 false)
  ret {} zeroinitializer
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local {} @_Z4rootPimS_mi(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, ptr noundef "hpvm.in" "hpvm.out" %2, i64 noundef %3, i32 noundef %4) #4 !hpvm.target !10 {
  %6 = call ptr @llvm.hpvm.createNode1D(ptr @_Z4tilePimS_mi, i64 4)
  call void @llvm.hpvm.bind.input(ptr %6, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 1, i32 1, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 2, i32 2, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 3, i32 3, i1 false)
  call void @llvm.hpvm.bind.input(ptr %6, i32 4, i32 4, i1 false)
  ret {} zeroinitializer
}

attributes #0 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!"cpu"}
