family ordinary
word mem family=ordinary
field mem op ld
field mem sfx +x
