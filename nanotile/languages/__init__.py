"""nanotile's IR languages, one module each; see each module's docstring for its grammar."""
