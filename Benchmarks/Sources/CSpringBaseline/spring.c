// Compiled with -O2 (see Package.swift). c_spring_value is noinline so that c_spring_sum pays a
// call per element, as Swift does when it calls Spring.value across the module boundary.
#include "CSpringBaseline.h"
#include <math.h>

#define SPRING_PI 3.14159265358979323846
static const double lambda = 2.0 * SPRING_PI * 0.7 / 0.5;

static inline double spring_value(double target, double v0, double t) {
    const double omega = 2.0 * SPRING_PI * 0.71414284285428499980 / 0.5; // √(1 − 0.49)
    double envelope = exp(-lambda * t);
    double s = sin(omega * t), c = cos(omega * t);
    return target - envelope * ((lambda * target - v0) * s / omega + target * c);
}

__attribute__((noinline)) double c_spring_value(double target, double v0, double t) {
    return spring_value(target, v0, t);
}

double c_spring_sum(int n, double t0, double dt) {
    double sum = 0;
    for (int i = 0; i < n; i++) sum += c_spring_value(1.0, 0.0, t0 + (double)i * dt);
    return sum;
}

double c_spring_sum_inlined(int n, double t0, double dt) {
    double sum = 0;
    for (int i = 0; i < n; i++) sum += spring_value(1.0, 0.0, t0 + (double)i * dt);
    return sum;
}
