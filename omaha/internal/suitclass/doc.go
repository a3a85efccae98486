// Package suitclass groups Omaha hands into classes of hands that are the
// same but for the names of their suits, such as AsAhKsKh and AdAcKdKc:
// 16,432 classes of the 270,725 four-card hands. Package omaha ranks these
// classes for its percentages ("15%"), and its generator values one hand
// of each; both name a class by its Key.
//
// Nothing here keeps state; every function is safe for concurrent use.
package suitclass
