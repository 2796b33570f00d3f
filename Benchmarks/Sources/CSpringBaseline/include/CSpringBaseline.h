// A plain C baseline for Spring.value: the closed-form underdamped spring of
// Spring(duration: 0.5, bounce: 0.3), i.e. damping ratio ζ = 0.7, natural frequency 2π / 0.5.
#ifndef C_SPRING_BASELINE_H
#define C_SPRING_BASELINE_H

/// x(t) = T − e^(−λt)·[(λT − v0)·sin(ωt)/ω + T·cos(ωt)], λ = 2π·0.7/0.5, ω = 2π·√(1 − 0.49)/0.5.
double c_spring_value(double target, double v0, double t);

/// The sum of c_spring_value(1, 0, t0 + i·dt) for i in 0..<n. Each element is a real call to
/// c_spring_value (kept out of line), like a Swift loop calling Spring.value in another module.
double c_spring_sum(int n, double t0, double dt);

/// The same sum with the spring formula written inline in the loop: the best C can do.
double c_spring_sum_inlined(int n, double t0, double dt);

#endif
