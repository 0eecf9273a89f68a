family bar
word b family=bar whole
field b op bar.sync
form bar.arrive family=bar "bar.arrive 0;"
