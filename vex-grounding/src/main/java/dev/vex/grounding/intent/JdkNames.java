package dev.vex.grounding.intent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Locale;

/**
 * The names of currencies and languages in English and Norwegian as the JDK's locale data (CLDR)
 * gives them, read once at build time into {@value #FILE} (this class's {@link #main}, run in the
 * build's process-classes step as the ask model's weights are), so that the first message does not
 * pay for loading the locale data of some 300 currencies and 190 languages (about 150 ms on a cold
 * JVM). Without the file (a class path built without that step) the names are read from the JDK as
 * before. Nothing here is typed by hand.
 */
final class JdkNames {
  static final String FILE = "jdk-names.txt";

  private JdkNames() {}

  /** A currency's code and its names in English and Norwegian. */
  record Name(String code, String english, String norwegian) {}

  /** Every currency, gold, silver, testing and fund units ({@code X…}) included. */
  static List<Name> currencies() {
    return Holder.CURRENCIES;
  }

  /** Every ISO 639 language, its code and names in English and Norwegian. */
  static List<Name> languages() {
    return Holder.LANGUAGES;
  }

  private static final class Holder {
    static final List<Name> CURRENCIES = new ArrayList<>();
    static final List<Name> LANGUAGES = new ArrayList<>();

    static {
      try (InputStream in = JdkNames.class.getResourceAsStream(FILE)) {
        if (in == null) {
          fromJdk(CURRENCIES, LANGUAGES);
        } else {
          read(in, CURRENCIES, LANGUAGES);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static void fromJdk(List<Name> currencies, List<Name> languages) {
    Locale nb = Locale.forLanguageTag("nb");
    for (Currency c : Currency.getAvailableCurrencies()) {
      currencies.add(
          new Name(c.getCurrencyCode(), c.getDisplayName(Locale.ENGLISH), c.getDisplayName(nb)));
    }
    currencies.sort(java.util.Comparator.comparing(Name::code));
    for (String code : Locale.getISOLanguages()) {
      Locale l = Locale.forLanguageTag(code);
      languages.add(new Name(code, l.getDisplayLanguage(Locale.ENGLISH), l.getDisplayLanguage(nb)));
    }
  }

  private static void read(InputStream in, List<Name> currencies, List<Name> languages)
      throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      String[] f = line.split("\t", -1);
      if (f.length != 4) {
        continue;
      }
      (f[0].equals("C") ? currencies : languages).add(new Name(f[1], f[2], f[3]));
    }
  }

  /**
   * Writes the names from this JDK to the file given (the build runs it).
   *
   * @param args the file to write
   * @throws IOException when it cannot be written
   */
  public static void main(String[] args) throws IOException {
    List<Name> currencies = new ArrayList<>();
    List<Name> languages = new ArrayList<>();
    fromJdk(currencies, languages);
    Path out = Path.of(args[0]);
    Files.createDirectories(out.getParent());
    try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (Name n : currencies) {
        w.write("C\t" + n.code() + "\t" + n.english() + "\t" + n.norwegian() + "\n");
      }
      for (Name n : languages) {
        w.write("L\t" + n.code() + "\t" + n.english() + "\t" + n.norwegian() + "\n");
      }
    }
  }
}
