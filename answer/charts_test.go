package answer

import (
	"bytes"
	"errors"
	"github.com/pokersim/pokersim/report"
	"io"
	"strings"
	"testing"
)

// stubCharts draws every chart as an empty SVG element, for the tests of
// the pages around them; package report/chart tests the charts.
type stubCharts struct{}

func (stubCharts) Draw(w io.Writer, _ report.Format, _ report.Chart) error {
	_, err := io.WriteString(w, `<svg class="stub"></svg>`)
	return err
}

// TestWriteNeedsCharts checks that the formats that hold charts are an
// error, ErrNoCharts, without a Charts, and are drawn by the Charts given.
func TestWriteNeedsCharts(t *testing.T) {
	tests := []struct {
		name   string
		format report.Format
		r      report.Report
	}{
		{"batch HTML", report.HTML, sampleBatch(t)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := report.Write(&b, tt.format, tt.r); !errors.Is(err, report.ErrNoCharts) {
				t.Errorf("Write(%s) = %v, want ErrNoCharts", tt.format, err)
			}
			if err := report.WriteWith(&b, tt.format, tt.r, stubCharts{}); err != nil {
				t.Fatalf("WriteWith(%s): %v", tt.format, err)
			}
			if !strings.Contains(b.String(), `<svg class="stub">`) {
				t.Errorf("WriteWith(%s) does not hold the chart drawn: %.200q", tt.format, b.String())
			}
		})
	}
}
