family ordinary
form a "a %0;"
foreach X in 1 {
axis t V=a "$V"
}
