package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
import java.util.List;

/**
 * A coin's price a day ago, told in the clause that names that time (#22): "For 24 timer siden lå
 * bitcoin på rundt 67 600 dollar; nå er den 65 610", "a day ago it was $67,611". The price a day
 * ago is the price now less the day's change in the currency, both in the data; such a number was
 * judged against the price now and the honest reply replaced (cases13 P053). A number in a currency
 * is read this way only in a turn with a coin's price and its day's change in that currency, and
 * only where its clause (up to a full stop, semicolon or line break) says "24 hours ago", "a day
 * ago", "for 24 timer siden", "for et døgn siden" or the like; it is then judged against the price
 * a day ago alone: the price now written there is as wrong as any other. Thread-safe once built.
 */
final class PriceAgo {
  /** Phrases of a day back from now, lower case. */
  private static final List<String> AGO = WordLists.list("PriceAgo.AGO");

  /** How far a clause is read back and forward from a number, in characters. */
  private static final int REACH = 120;

  private final List<KeyFigure> prices = new ArrayList<>(1);
  private final List<KeyFigure> agos = new ArrayList<>(1);

  private PriceAgo() {}

  /**
   * The prices a day ago the turn's figures give, or null when they give none: a coin's price and
   * its day's change in the same currency.
   */
  static PriceAgo of(List<KeyFigure> figures) {
    PriceAgo out = null;
    for (KeyFigure p : figures) {
      String l = p.label();
      if (!l.endsWith(" price") || p.unit().isEmpty()) {
        continue;
      }
      String change = l.substring(0, l.length() - " price".length()) + " 24h change in " + p.unit();
      for (KeyFigure c : figures) {
        if (c.label().equals(change) && c.unit().equals(p.unit())) {
          if (out == null) {
            out = new PriceAgo();
          }
          out.prices.add(p);
          out.agos.add(
              new KeyFigure(
                  l + " 24 hours ago",
                  p.value().subtract(c.value()),
                  p.unit(),
                  false,
                  p.aliases()));
          break;
        }
      }
    }
    return out;
  }

  /**
   * The price a day ago the number is written as, or null when it is not written as one: its clause
   * does not name that time, it is in no currency, or the turn has several coins and the number's
   * subject names none of them.
   *
   * @param lower the reply in lower case, char for char
   * @param subject the subject the reply names at the number, or null
   */
  KeyFigure at(char[] lower, ReadNumber n, String subject) {
    if (n.unit().isEmpty() || !agoInClause(lower, n)) {
      return null;
    }
    KeyFigure only = null;
    for (int i = 0; i < prices.size(); i++) {
      KeyFigure p = prices.get(i);
      if (!p.unit().equals(n.unit())) {
        continue;
      }
      if (subject != null && Subjects.isKeyOf(subject, p)) {
        return agos.get(i);
      }
      only = only == null ? agos.get(i) : null;
      if (only == null) {
        return null; // two coins in that currency and no subject naming one
      }
    }
    return only;
  }

  private static boolean agoInClause(char[] lower, ReadNumber n) {
    int from = n.start();
    while (from > 0 && n.start() - from < REACH && !clauseEnd(lower, from - 1)) {
      from--;
    }
    int to = n.end();
    while (to < lower.length && to - n.end() < REACH && !clauseEnd(lower, to)) {
      to++;
    }
    String clause = new String(lower, from, to - from);
    for (String a : AGO) {
      if (clause.contains(a)) {
        return true;
      }
    }
    return false;
  }

  private static boolean clauseEnd(char[] lower, int i) {
    char c = lower[i];
    return c == ';'
        || c == '\n'
        || c == '!'
        || c == '?'
        || (c == '.' && (i + 1 >= lower.length || lower[i + 1] == ' '));
  }

  /** A problem for a number written as the price a day ago that does not state it. */
  static String problem(String text, ReadNumber n, KeyFigure ago) {
    return "'"
        + text.substring(n.start(), n.end()).strip()
        + "' is written as "
        + ago.label()
        + " but it is "
        + ago.value().stripTrailingZeros().toPlainString()
        + " "
        + ago.unit();
  }
}
