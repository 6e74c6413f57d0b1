define void @f() {
  %a = add i32 %b, 1
  %b = add i32 1, 1
  ret void
}
