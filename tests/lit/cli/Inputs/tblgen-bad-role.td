family ordinary
form a role=nope "a %0;"
