family ordinary
field mem op ld
