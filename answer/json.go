package answer

import (
	"encoding/json"
	"io"
)

// WriteJSON writes e as one JSON object followed by a newline.
func (e *Equity) WriteJSON(w io.Writer) error {
	return json.NewEncoder(w).Encode(e)
}

// WriteJSON writes b as one JSON object, indented by two spaces, followed
// by a newline.
func (b *Batch) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(b)
}
