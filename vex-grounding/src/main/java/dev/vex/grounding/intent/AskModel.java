package dev.vex.grounding.intent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Whether a message asks for live data or only talks about a subject: a logistic regression over
 * hashed word, word-pair and character n-gram features, trained once per JVM from the tuning tables
 * that ship in this package ({@code phrasings.tsv}, {@code phrasings-eval.tsv}, {@code
 * conversation-en.tsv}, {@code conversation-no.tsv}; a row is an ask when it expects an intent).
 * Training is deterministic (a fixed seed), takes tens of milliseconds, and reads nothing but those
 * tables; no weights come from anywhere else. Scoring a message is linear in its length (at most
 * {@link #MAX_CHARS} characters are read) and allocates a few small arrays. The frozen test tables
 * are never read here. Immutable and thread-safe once built.
 */
final class AskModel {
  static final int MAX_CHARS = 600;
  private static final int BITS = 17;
  private static final int SIZE = 1 << BITS;

  /**
   * The training settings, chosen on the tuning tables with five-fold cross-validation of the whole
   * classifier (IntentTuningReportTest's method): the setting with the fewest asks taken for
   * mentions among those whose false asks were lowest, at the threshold 0.5. Names are masked
   * ({@link GroundingClassifier#masked}), so that the model learns the question's form and not the
   * cities and teams of its tables.
   */
  static final Settings SETTINGS = new Settings(12, 1e-2, 2.0);

  static final List<String> TABLES =
      List.of("phrasings.tsv", "phrasings-eval.tsv", "conversation-en.tsv", "conversation-no.tsv");

  private final float[] weights;
  private final float bias;

  private AskModel(float[] weights, float bias) {
    this.weights = weights;
    this.bias = bias;
  }

  private static final class Holder {
    static final AskModel MODEL = train(read(TABLES), SETTINGS);
  }

  /** The model trained on the shipped tuning tables. */
  static AskModel shipped() {
    return Holder.MODEL;
  }

  /** A labelled message. */
  record Example(String text, boolean ask, String raw) {}

  /**
   * The probability that the message asks for live data.
   *
   * @param text the message
   * @return from 0 to 1
   */
  double ask(String text) {
    int[] f = features(text);
    double z = bias;
    for (int i : f) {
      z += weights[i];
    }
    return 1 / (1 + Math.exp(-z));
  }

  /**
   * How the model is trained.
   *
   * @param epochs passes over the examples
   * @param l2 the weight decay
   * @param otherWeight how much more an ordinary message weighs than an ask, after balancing
   */
  record Settings(int epochs, double l2, double otherWeight) {}

  static AskModel train(List<Example> examples, Settings settings) {
    float[] w = new float[SIZE];
    double b = 0;
    int asks = 0;
    for (Example e : examples) {
      asks += e.ask() ? 1 : 0;
    }
    int others = examples.size() - asks;
    // Balance the classes, with ordinary messages weighed a little more: a false ask costs more
    // than a missed one.
    double wAsk = asks == 0 ? 1 : examples.size() / (2.0 * asks);
    double wOther = others == 0 ? 1 : settings.otherWeight() * examples.size() / (2.0 * others);
    List<int[]> feats = new ArrayList<>(examples.size());
    for (Example e : examples) {
      feats.add(features(e.text()));
    }
    int[] order = new int[examples.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Random random = new Random(21);
    int step = 0;
    for (int epoch = 0; epoch < settings.epochs(); epoch++) {
      for (int i = order.length - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      for (int k : order) {
        double rate = 0.5 / (1 + step++ * 1e-4);
        int[] f = feats.get(k);
        double z = b;
        for (int i : f) {
          z += w[i];
        }
        double p = 1 / (1 + Math.exp(-z));
        boolean ask = examples.get(k).ask();
        double g = ((ask ? 1 : 0) - p) * (ask ? wAsk : wOther);
        for (int i : f) {
          w[i] += (float) (rate * (g - settings.l2() * w[i]));
        }
        b += rate * g * 0.1;
      }
    }
    return new AskModel(w, (float) b);
  }

  /** The hashed features of a message: words, word pairs, character 3- and 4-grams, its form. */
  static int[] features(String text) {
    String t = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
    List<String> words = words(t.toLowerCase(Locale.ROOT));
    int n = words.size();
    int[] out = new int[8 + n * 2 + charGrams(words)];
    int k = 0;
    out[k++] = hash("#bias2");
    out[k++] = hash("#len" + Math.min(n, 8));
    out[k++] = hash(t.strip().endsWith("?") ? "#q" : "#noq");
    out[k++] = hash("#first:" + (n > 0 ? words.get(0) : ""));
    out[k++] = hash("#second:" + (n > 1 ? words.get(1) : ""));
    out[k++] = hash("#last:" + (n > 0 ? words.get(n - 1) : ""));
    out[k++] = hash("#digits" + (t.chars().anyMatch(Character::isDigit) ? 1 : 0));
    out[k++] = hash("#first2:" + (n > 1 ? words.get(0) + " " + words.get(1) : ""));
    for (int i = 0; i < n; i++) {
      out[k++] = hash("w:" + words.get(i));
      out[k++] = hash("b:" + (i == 0 ? "^" : words.get(i - 1)) + " " + words.get(i));
    }
    for (String w : words) {
      String padded = "<" + w + ">";
      for (int len = 3; len <= 4; len++) {
        for (int i = 0; i + len <= padded.length(); i++) {
          out[k++] = hash("c" + len + ":" + padded.substring(i, i + len));
        }
      }
    }
    return out;
  }

  private static int charGrams(List<String> words) {
    int c = 0;
    for (String w : words) {
      int len = w.length() + 2;
      c += Math.max(0, len - 2) + Math.max(0, len - 3);
    }
    return c;
  }

  private static List<String> words(String lower) {
    List<String> out = new ArrayList<>();
    int i = 0;
    int n = lower.length();
    while (i < n) {
      char c = lower.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        int s = i;
        while (i < n && (Character.isLetterOrDigit(lower.charAt(i)) || lower.charAt(i) == '\'')) {
          i++;
        }
        String w = lower.substring(s, i);
        out.add(w.length() > 24 ? w.substring(0, 24) : w);
      } else {
        i++;
      }
    }
    return out;
  }

  private static int hash(String s) {
    int h = s.hashCode() * 0x9E3779B9;
    return (h ^ (h >>> 15)) & (SIZE - 1);
  }

  /** Reads labelled rows from tables in this package. */
  static List<Example> read(List<String> tables) {
    List<Example> out = new ArrayList<>();
    for (String table : tables) {
      InputStream in = AskModel.class.getResourceAsStream(table);
      if (in == null) {
        throw new IllegalStateException("tuning table " + table + " is missing from the jar");
      }
      try (BufferedReader r =
          new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          if (line.isBlank() || line.startsWith("#")) {
            continue;
          }
          int tab = line.indexOf('\t');
          if (tab < 0) {
            continue;
          }
          int end = line.indexOf('\t', tab + 1);
          String expected =
              (end < 0 ? line.substring(tab + 1) : line.substring(tab + 1, end)).strip();
          out.add(
              new Example(
                  GroundingClassifier.masked(line.substring(0, tab)),
                  !expected.equals("-"),
                  line.substring(0, tab)));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }
}
