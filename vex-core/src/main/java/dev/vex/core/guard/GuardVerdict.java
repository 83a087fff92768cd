package dev.vex.core.guard;

import java.util.Objects;

/**
 * What a guard decided about a draft: it passes, it was rewritten (parts corrected or removed), or
 * it was overridden (replaced by text built from real data). Every verdict has a reason that goes
 * into the reply's trace.
 */
public sealed interface GuardVerdict
    permits GuardVerdict.Pass, GuardVerdict.Rewritten, GuardVerdict.Overridden {

  /**
   * Returns why the guard decided so.
   *
   * @return the reason
   */
  String reason();

  /**
   * The draft passes unchanged.
   *
   * @return a pass
   */
  static Pass pass() {
    return new Pass("ok");
  }

  /**
   * The draft was corrected in place.
   *
   * @param text the corrected text
   * @param reason what was corrected
   * @return the verdict
   */
  static Rewritten rewritten(String text, String reason) {
    return new Rewritten(text, reason);
  }

  /**
   * The draft was replaced.
   *
   * @param text the replacement
   * @param reason why
   * @return the verdict
   */
  static Overridden overridden(String text, String reason) {
    return new Overridden(text, reason);
  }

  /**
   * The draft passes unchanged.
   *
   * @param reason why it passes
   */
  record Pass(String reason) implements GuardVerdict {
    /** Validates. */
    public Pass {
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * The draft was corrected in place.
   *
   * @param text the corrected text
   * @param reason what was corrected
   */
  record Rewritten(String text, String reason) implements GuardVerdict {
    /** Validates. */
    public Rewritten {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * The draft was replaced by text built from real data.
   *
   * @param text the replacement
   * @param reason why
   */
  record Overridden(String text, String reason) implements GuardVerdict {
    /** Validates. */
    public Overridden {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(reason, "reason");
    }
  }
}
