package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sum for an amount of coins (#22): "29 ETH comes to about $55,700", "10 BTC er verdt rundt 656
 * 000 dollar". The sum is the amount times the coin's price, not the price: it states the product
 * (rounding and hedges as {@link FigureMatcher} allows) or is wrong ("29 ETH comes to about
 * $98,079" for 29 × 3,037.21), also with the product written out ("29 ETH × 1 921,27 $ = ca. 55 171
 * dollar" for 55,716.83). Only a currency sum right after "AMOUNT COIN", an optional "× PRICE" and
 * a linking verb is read; the window looked at is bounded, so the cost is linear in the reply.
 * Thread-safe.
 */
final class CoinAmounts {
  private CoinAmounts() {}

  /** What {@link #judge} returns for a sum that is the amount times the price. */
  static final String HELD = "held";

  /** How far before a sum its amount and coin are looked for. */
  private static final int WINDOW = 64;

  /**
   * "29 ETH comes to about ", "10 bitcoin er verdt rundt ", "2,5 BTC = ", "29 ETH × 1 921,27 $ = ",
   * "(er) 3 SOL verdt omtrent ", "3 SOL koster ".
   */
  private static final Pattern AMOUNT_BEFORE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}\\d.,])(\\d{1,7}(?:[.,]\\d{1,8})?)\\s(\\p{L}{2,12})\\s?"
              // the product written out: "29 ETH × 1 921,27 $ = ", "2 BTC x $65,610 ="
              + "(?:[×x*·]\\s?[$€]?\\s?\\d[\\d\\u00a0\\u202f ,.]{0,14}\\s?"
              + "(?:\\$|€|usd|dollars?|eur|euro)?\\s?)?(?:(?:is|are"
              + "|would be|will be|comes? to|come to|adds? up to|totals?|is worth|are worth|worth"
              + "|er verdt|verdt|er|blir|utgjør|koster|costs?|=|≈|~|about|around|roughly"
              + "|approximately|nearly|almost|just over|just under|ca\\.|cirka|rundt|omtrent|om lag"
              + "|nesten|drøyt|snaut)\\s?){1,4}[*_]{0,2}$");

  /**
   * Whether the number is a sum for an amount of a coin whose price the turn holds: {@link #HELD}
   * when it states the amount times the price, why it is wrong when it does not, null when it is no
   * such sum.
   */
  static String judge(
      String text, ReadNumber n, List<KeyFigure> figures, FigureMatcher matcher, boolean[] held) {
    if (n.unit().isEmpty() || !DigitScanGuard.isCurrency(n.unit()) || n.start() < 4) {
      return null;
    }
    int from = Math.max(0, n.start() - WINDOW);
    Matcher m = AMOUNT_BEFORE.matcher(text.subSequence(from, n.start()));
    if (!m.find()) {
      return null;
    }
    String coin = m.group(2);
    for (int i = 0; i < figures.size(); i++) {
      KeyFigure f = figures.get(i);
      if (!f.label().endsWith(" price")
          || f.aliases().isEmpty()
          || !n.unit().equals(FigureMatcher.canonicalUnit(f.unit()))
          || !names(f, coin)) {
        continue;
      }
      BigDecimal amount = amount(m.group(1));
      if (amount == null || amount.signum() <= 0 || amount.compareTo(BigDecimal.ONE) == 0) {
        return null; // "1 ETH is $3,037": the price itself, judged as the price
      }
      BigDecimal sum = f.value().multiply(amount);
      KeyFigure product = new KeyFigure(f.label() + " × " + m.group(1), sum, f.unit());
      if (matcher.matches(n, product)) {
        held[i] = true; // "10 SOL er ca. 814 dollar" answers "what are 10 SOL worth" from the price
        return HELD;
      }
      return "'"
          + text.substring(n.start(), n.end())
          + "' is written as "
          + m.group(1)
          + " "
          + coin
          + " at the price ("
          + f.value().stripTrailingZeros().toPlainString()
          + " "
          + f.unit()
          + ") but is not their sum ("
          + sum.setScale(2, java.math.RoundingMode.HALF_UP).toPlainString()
          + ")";
    }
    return null;
  }

  /**
   * Whether a sum for an amount of coins may be in the text at all: a figure is a price (labelled
   * "ETH price", as the fetchers label them) and a digit, a space and one of its subject's names
   * ("29 ETH") are written somewhere. One pass over the text per turn, so that a reply with no
   * amount of coins pays nothing per number. {@code chars} are the text's characters, as {@link
   * String#toCharArray} gives them, read once by the caller (#24: String.charAt over a reply in
   * UTF-16 was most of the pass).
   */
  static boolean any(String text, char[] chars, List<KeyFigure> figures) {
    java.util.Set<String> names = null;
    for (KeyFigure f : figures) {
      if (f.label().endsWith(" price") && !f.aliases().isEmpty()) {
        if (names == null) {
          names = new java.util.HashSet<>();
        }
        for (String a : f.aliases()) {
          names.add(a.toLowerCase(Locale.ROOT));
          if (a.equalsIgnoreCase("ETH")) {
            names.add("ether");
          }
        }
      }
    }
    if (names == null) {
      return false;
    }
    // the names in an array, and their lengths as bits: a word of no name's length is passed
    // without looking at a name, and none is looked at through a set's iterator (#24)
    String[] named = names.toArray(new String[0]);
    long lengths = 0;
    for (String name : named) {
      if (name.length() < 64) {
        lengths |= 1L << name.length();
      }
    }
    int n = chars.length;
    for (int i = 0; i + 2 < n; i++) {
      if (chars[i + 1] != ' ' || !Chars.isDigit(chars[i])) {
        continue;
      }
      int from = i + 2;
      int to = from;
      while (to < n && to - from <= 12 && Chars.isLetter(chars[to])) {
        to++;
      }
      if (to - from < 2 || to - from > 12 || (lengths & (1L << (to - from))) == 0) {
        continue;
      }
      for (String name : named) { // a few names, compared in place (no word copied)
        if (name.length() == to - from && text.regionMatches(true, from, name, 0, to - from)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether the number is the amount of coins of a sum ("10" of "10 SOL er ca. 814 dollar", "0,25"
   * of "0,25 BTC er ca. 22 342 dollar"): a bare number right before one of a priced coin's names,
   * then a linking word and a sum in a currency. It states no figure (#22: the amount was read as a
   * price, "stated 10 where the source says 81.39 USD"). Only its own few characters are looked at.
   */
  static boolean isAmount(String text, ReadNumber n, List<KeyFigure> figures) {
    int from = n.end() + 1;
    if (!n.unit().isEmpty() || from >= text.length() || text.charAt(n.end()) != ' ') {
      return false;
    }
    int to = from;
    while (to < text.length() && to - from <= 12 && Character.isLetter(text.charAt(to))) {
      to++;
    }
    if (to - from < 2 || to - from > 12) {
      return false;
    }
    String word = text.substring(from, to);
    for (KeyFigure f : figures) {
      if (f.label().endsWith(" price") && !f.aliases().isEmpty() && names(f, word)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the figure's subject goes by the word ("ETH", "ether", "Ethereum"). */
  private static boolean names(KeyFigure f, String word) {
    for (String a : f.aliases()) {
      if (a.equalsIgnoreCase(word)) {
        return true;
      }
    }
    // "ether" for Ethereum, as people write it
    return word.toLowerCase(Locale.ROOT).equals("ether")
        && f.aliases().stream().anyMatch(a -> a.equalsIgnoreCase("ETH"));
  }

  /** "29", "2.5", "2,5" (a comma before one or two digits is a decimal mark). */
  private static BigDecimal amount(String digits) {
    String d = digits;
    int comma = d.indexOf(',');
    if (comma >= 0) {
      d = d.length() - comma - 1 == 3 ? d.replace(",", "") : d.replace(',', '.');
    }
    try {
      return new BigDecimal(d);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
