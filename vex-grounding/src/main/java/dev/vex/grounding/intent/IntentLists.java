package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import java.util.List;

/** Small helpers over lists of intents, without a lambda per call (#23). */
final class IntentLists {
  private IntentLists() {}

  /**
   * Removes the marked intents, each judged against the whole list before any goes, as {@link
   * List#removeIf} does: plain loops rather than a lambda per rule, each of which is a class to
   * spin on a cold start's first message (#23).
   */
  static void removeMarked(List<Intent> list, boolean[] drop) {
    int to = 0;
    for (int k = 0; k < drop.length; k++) {
      if (!drop[k]) {
        list.set(to++, list.get(k));
      }
    }
    list.subList(to, list.size()).clear();
  }

  /** Whether an intent of the list is of the kind. */
  static boolean hasKind(List<Intent> list, String kind) {
    for (Intent o : list) {
      if (kind.equals(o.kind())) {
        return true;
      }
    }
    return false;
  }

  /** Whether an intent of the list has the subject, in any case. */
  static boolean hasSubject(List<Intent> list, String subject) {
    for (Intent o : list) {
      if (o.subject().equalsIgnoreCase(subject)) {
        return true;
      }
    }
    return false;
  }

  /** Whether an intent of the kind has the subject, in any case. */
  static boolean hasSubject(List<Intent> list, String kind, String subject) {
    for (Intent o : list) {
      if (kind.equals(o.kind()) && o.subject().equalsIgnoreCase(subject)) {
        return true;
      }
    }
    return false;
  }
}
