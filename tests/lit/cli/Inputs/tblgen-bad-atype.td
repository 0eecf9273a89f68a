family ordinary
form a atype=f17 "a %0;"
