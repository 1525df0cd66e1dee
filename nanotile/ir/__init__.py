"""The IR core every nanotile language shares."""
