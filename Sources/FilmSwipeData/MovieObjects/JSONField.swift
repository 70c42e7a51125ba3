/// A field's value as read by `JSONCursor`: the expected type, `null`, or some other (already checked) JSON value.
enum JSONField<Value> {
    case value(Value)
    case null
    case wrongType
}
