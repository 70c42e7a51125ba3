/// A field's value as read by `JSONCursor`: the expected type, `null`, or some other (already checked) JSON value.
package enum JSONField<Value> {
    /// The value, of the type the field wants.
    case value(Value)
    /// A JSON `null`.
    case null
    /// A well-formed value of another type, already moved past.
    case wrongType
}
