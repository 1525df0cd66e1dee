"""One module per micro-pass; each is a pure function from one language's module to the next."""
