// expected: 3:3: expected end of file after module
module {
} }
