package dev.vex.guards.contract;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Guards;
import dev.vex.testkit.GuardContract;
import java.util.List;

/**
 * The recommended guards chained in their order (allowlist, then digit scan), as one guard, hold
 * the guard contract: what the user finally reads is bounded, stable and never a throw.
 */
class DefaultGuardsContractTest extends GuardContract {
  @Override
  protected Guard guard() {
    List<Guard> chain = Guards.defaults();
    return Guard.named(
        "defaults",
        (Draft draft, TurnContext context) -> {
          String text = draft.text();
          GuardVerdict last = GuardVerdict.pass();
          StringBuilder reasons = new StringBuilder();
          for (Guard g : chain) {
            GuardVerdict v = g.check(new Draft(text), context);
            if (!(v instanceof GuardVerdict.Pass)) {
              last = v;
              text =
                  v instanceof GuardVerdict.Rewritten r
                      ? r.text()
                      : ((GuardVerdict.Overridden) v).text();
              reasons.append(g.name()).append(": ").append(v.reason()).append("; ");
            }
          }
          return last instanceof GuardVerdict.Pass
              ? last
              : GuardVerdict.rewritten(text, reasons.toString().strip());
        });
  }
}
