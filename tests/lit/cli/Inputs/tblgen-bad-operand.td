family ordinary
form a "a %{32};"
