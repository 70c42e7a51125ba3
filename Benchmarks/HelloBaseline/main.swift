// The baseline for startup: the least a Swift binary does before it can show anything.
print("hello")
