family ordinary
form a ptx=70 ptxmax=64 "a %0;"
