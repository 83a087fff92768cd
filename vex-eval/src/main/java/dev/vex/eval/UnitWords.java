package dev.vex.eval;

import java.util.List;
import java.util.Locale;

/**
 * The words written beside a number that say what it is: its scale ({@code k}, {@code mill.},
 * {@code milliarder}, {@code billion}), its unit after it ({@code kroner}, {@code %}, {@code °C},
 * {@code km/t}, {@code ss}, …) with the unit's class and factor, its unit before it ({@code $},
 * {@code USD}, {@code kr}), and the hedges before it ({@code about}, {@code rundt}, {@code ca.}).
 */
final class UnitWords {

  /** Scale words after a number, longest first; the value is the factor. */
  static final String[][] SCALES = {
    {"milliarder", "1e9"},
    {"milliard", "1e9"},
    {"millioner", "1e6"},
    {"millions", "1e6"},
    {"million", "1e6"},
    {"billioner", "1e12"},
    {"trillions", "1e12"},
    {"trillion", "1e12"},
    {"billions", "1e9"},
    {"billion", "1e9"},
    {"thousand", "1e3"},
    {"tusen", "1e3"},
    {"mill.", "1e6"},
    {"mill", "1e6"},
    {"mrd.", "1e9"},
    {"mrd", "1e9"},
    {"bn", "1e9"},
    {"mn", "1e6"},
    {"k", "1e3"},
    {"K", "1e3"},
    {"M", "1e6"},
    {"B", "1e9"},
    {"T", "1e12"},
  };

  /** Units after a number, longest first: {text, class, factor}. */
  static final String[][] UNITS_AFTER = {
    {"norwegian kroner", "nok", "1"},
    {"norske kroner", "nok", "1"},
    {"svenske kroner", "sek", "1"},
    {"swedish kronor", "sek", "1"},
    {"swedish krona", "sek", "1"},
    {"danske kroner", "dkk", "1"},
    {"danish kroner", "dkk", "1"},
    {"britiske pund", "gbp", "1"},
    {"british pounds", "gbp", "1"},
    {"pounds sterling", "gbp", "1"},
    {"euro cents", "eur", "0.01"},
    {"eurocent", "eur", "0.01"},
    {"us dollars", "usd", "1"},
    {"us dollar", "usd", "1"},
    {"dollars", "usd", "1"},
    {"dollar", "usd", "1"},
    {"cents", "usd", "0.01"},
    {"cent", "usd", "0.01"},
    {"usd", "usd", "1"},
    {"kroner", "nok", "1"},
    {"krone", "nok", "1"},
    {"norske", "nok", "1"},
    {"svenske", "sek", "1"},
    {"danske", "dkk", "1"},
    {"nok", "nok", "1"},
    {"kr.", "nok", "1"},
    {"kr", "nok", "1"},
    {"øre", "nok", "0.01"},
    {"sek", "sek", "1"},
    {"dkk", "dkk", "1"},
    {"euros", "eur", "1"},
    {"euro", "eur", "1"},
    {"eur", "eur", "1"},
    {"€", "eur", "1"},
    {"$", "usd", "1"},
    {"gbp", "gbp", "1"},
    {"£", "gbp", "1"},
    {"yen", "jpy", "1"},
    {"jpy", "jpy", "1"},
    {"¥", "jpy", "1"},
    {"prosentpoeng", "pct", "1"},
    {"prosent", "pct", "1"},
    {"percent", "pct", "1"},
    {"per cent", "pct", "1"},
    {"pct", "pct", "1"},
    {"%", "pct", "1"},
    {"grader celsius", "c", "1"},
    {"degrees celsius", "c", "1"},
    {"degrees fahrenheit", "f", "1"},
    {"grader fahrenheit", "f", "1"},
    {"fahrenheit", "f", "1"},
    {"°c", "c", "1"},
    {"° c", "c", "1"},
    {"⁰c", "c", "1"},
    {"°f", "f", "1"},
    {"grader", "c", "1"},
    {"grad", "c", "1"},
    {"degrees", "c", "1"},
    {"°", "c", "1"},
    {"km/h", "kmh", "1"},
    {"mph", "mph", "1"},
    {"km/t", "kmh", "1"},
    {"kmh", "kmh", "1"},
    {"kph", "kmh", "1"},
    {"km", "km", "1"},
    {"m/s", "ms", "1"},
    {"mm", "mm", "1"},
    {"hpa", "hpa", "1"},
    {"kg", "kg", "1"},
    {"grams", "g", "1"},
    {"gram", "g", "1"},
    {"g", "g", "1"},
    {"oz", "oz", "1"},
    {"cm", "cm", "1"},
    {"inches", "in", "1"},
    {"inch", "in", "1"},
    {"tommer", "in", "1"},
    {"tablespoons", "tbsp", "1"},
    {"tablespoon", "tbsp", "1"},
    {"spiseskjeer", "tbsp", "1"},
    {"spiseskje", "tbsp", "1"},
    {"tbsp.", "tbsp", "1"},
    {"tbsp", "tbsp", "1"},
    {"ss.", "tbsp", "1"},
    {"ss", "tbsp", "1"},
    {"teaspoons", "tsp", "1"},
    {"teaspoon", "tsp", "1"},
    {"teskjeer", "tsp", "1"},
    {"teskje", "tsp", "1"},
    {"tsp.", "tsp", "1"},
    {"tsp", "tsp", "1"},
    {"ts.", "tsp", "1"},
    {"ts", "tsp", "1"},
    {"cups", "cup", "1"},
    {"cup", "cup", "1"},
    {"kopper", "cup", "1"},
    {"kopp", "cup", "1"},
    {"pounds", "lb", "1"},
    {"pound", "lb", "1"},
    {"lbs", "lb", "1"},
    {"lb", "lb", "1"},
    {"ml", "ml", "1"},
    {"minutes", "min", "1"},
    {"mins", "min", "1"},
    {"minute", "min", "1"},
    {"minutter", "min", "1"},
    {"minutt", "min", "1"},
    {"min.", "min", "1"},
    {"min", "min", "1"},
    {"hours", "h", "1"},
    {"hour", "h", "1"},
    {"timer", "h", "1"},
    {"hrs", "h", "1"},
    {"h", "h", "1"},
    {"seconds", "s", "1"},
    {"sekunder", "s", "1"},
    {"liter", "l", "1"},
    {"litre", "l", "1"},
    {"l", "l", "1"},
    {"dl", "dl", "1"},
    {"tb", "gb", "1000"},
    {"gb", "gb", "1"},
    {"mb", "gb", "0.001"},
    {"kb", "gb", "0.000001"},
    {"points", "points", "1"},
    {"poeng", "points", "1"},
    {"pts", "points", "1"},
    {"comments", "comments", "1"},
    {"kommentarer", "comments", "1"},
    {"goals", "goals", "1"},
    {"goal", "goals", "1"},
    {"mål", "goals", "1"},
  };

  /** Units before a number: {text, class}. */
  static final String[][] UNITS_BEFORE = {
    {"us$", "usd"},
    {"usd", "usd"},
    {"$", "usd"},
    {"€", "eur"},
    {"eur", "eur"},
    {"£", "gbp"},
    {"gbp", "gbp"},
    {"¥", "jpy"},
    {"jpy", "jpy"},
    {"nok", "nok"},
    {"kr.", "nok"},
    {"kr", "nok"},
    {"sek", "sek"},
    {"dkk", "dkk"},
    {"gas", "gas"},
  };

  private static final List<String> HEDGES =
      List.of(
          "about",
          "around",
          "roughly",
          "approximately",
          "approx.",
          "approx",
          "nearly",
          "almost",
          "close to",
          "near",
          "some",
          "just under",
          "just over",
          "just below",
          "just above",
          "~",
          "≈",
          "ca.",
          "ca",
          "cirka",
          "circa",
          "rundt",
          "omtrent",
          "om lag",
          "nesten",
          "drøyt",
          "knapt",
          "snaut",
          "vel",
          "i underkant av",
          "i overkant av",
          "like under",
          "like over",
          "omkring",
          "rundt regnet",
          "bortimot",
          "henimot",
          "litt over",
          "litt under",
          "a little over",
          "a little under",
          "a bit over",
          "a bit under",
          "slightly over",
          "slightly under",
          "barely",
          "over",
          "under",
          "opptil",
          "up to");

  private UnitWords() {}

  /** The unit class of a unit written after a number, or null when it is none. */
  static String unitClass(String unit) {
    String u = unit.toLowerCase(Locale.ROOT).strip();
    for (String[] x : UNITS_AFTER) {
      if (x[0].equals(u)) {
        return x[1];
      }
    }
    return null;
  }

  /** Whether a hedge word stands right before a number. */
  static boolean hedged(String text, int start) {
    String before =
        text.substring(Math.max(0, start - 24), start).toLowerCase(Locale.ROOT).stripTrailing();
    before = before.replaceAll("[$€£¥]$", "").replaceAll("(usd|nok|kr|eur)$", "").stripTrailing();
    for (String h : HEDGES) {
      if (before.endsWith(h)) {
        int k = before.length() - h.length();
        if (k == 0
            || !Character.isLetter(before.charAt(k - 1))
            || !Character.isLetter(h.charAt(0))) {
          return true;
        }
      }
    }
    return false;
  }
}
