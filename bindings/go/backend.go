// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "fmt"

var (
	// ErrUnknownBackend: UseBackend was given a name that is not built in.
	ErrUnknownBackend = libError(codeUnknownBackend)
	// ErrUnsupportedBackend: UseBackend was given a backend this CPU cannot run.
	ErrUnsupportedBackend = libError(codeUnsupportedBackend)
)

// Backend returns the name of the backend (such as "generic", "bmi2",
// "avx2") that permutes width states at once, for width 1, 2, 4 or 8, and ""
// for any other width.
func Backend(width int) string {
	switch width {
	case 1, 2, 4, 8:
		return coreBackend(width)
	}
	return ""
}

// Backends returns the backends this CPU can run, in order of preference
// ("generic" last).
func Backends() []string { return coreBackends() }

// UseBackend forces backend name for every width, or restores the automatic
// choice with "auto". All backends give the same results; only speed changes.
// The switch is atomic and applies to the whole process. The error wraps
// ErrUnknownBackend or ErrUnsupportedBackend; the current choice is then kept.
// The environment variable KECCAKX_BACKEND=<name>, read at first use, has the
// same effect.
func UseBackend(name string) error {
	switch rc := coreUseBackend(name); rc {
	case 0:
		return nil
	case codeUnknownBackend:
		return fmt.Errorf("%w: %q", ErrUnknownBackend, name)
	case codeUnsupportedBackend:
		return fmt.Errorf("%w: %q", ErrUnsupportedBackend, name)
	default:
		return fmt.Errorf("%w: backend %q", libError(rc), name)
	}
}

// Version returns the version of the C library in use, "major.minor.patch".
func Version() string { return coreVersion() }
