package main

import (
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
)

// TestKubernetesResources checks that every pod of deploy/k8s requests
// CPU and memory and is limited in both, each request within its limit,
// so that a scheduler can place the pods and a runaway one is stopped.
func TestKubernetesResources(t *testing.T) {
	m := readManifests(t)
	for name, j := range map[string]*batchv1.Job{"prepare.yaml": &m.prepare, "shards.yaml": &m.shards, "merge.yaml": &m.merge} {
		r := container(j).Resources
		for _, res := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
			req, okReq := r.Requests[res]
			lim, okLim := r.Limits[res]
			switch {
			case !okReq || !okLim:
				t.Errorf("%s: %s request %v, limit %v; want both", name, res, okReq, okLim)
			case req.Sign() <= 0 || req.Cmp(lim) > 0:
				t.Errorf("%s: %s request %v above its limit %v, or not positive", name, res, req.String(), lim.String())
			}
		}
	}
}
