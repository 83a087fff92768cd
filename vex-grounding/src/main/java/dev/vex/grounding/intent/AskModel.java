package dev.vex.grounding.intent;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Whether a message asks for live data or only talks about a subject: a logistic regression over
 * hashed word, word-pair and character n-gram features and the kinds the rules found (each kind
 * alone, with the first word and with each word, so that "temperaturen" weighs differently beside a
 * weather candidate than beside a recipe), trained at build time from the tuning tables in this
 * package's resources ({@code phrasings.tsv}, {@code phrasings-eval.tsv}, {@code
 * conversation-en.tsv}, {@code conversation-no.tsv}; a row is an ask when it expects an intent),
 * whose weights ({@value #FILE}) ship in the jar instead of the tables. Training is deterministic
 * (a fixed seed), takes tens of milliseconds, and reads nothing but those tables; no weights come
 * from anywhere else. Without the weights file (a class path built without the build's
 * process-classes step) the model is trained on first use from the tables there. Scoring a message
 * is linear in its length (at most {@link #MAX_CHARS} characters are read) and allocates a few
 * small arrays. Frozen parts 1–5, retired to tuning in session 19, and tune8 (session 20) are among
 * the tables; the frozen parts held out (6 and later) are never read here. Immutable and
 * thread-safe once built.
 */
final class AskModel {
  static final int MAX_CHARS = 600;
  private static final int BITS = 17;
  private static final int SIZE = 1 << BITS;

  /**
   * The training settings, chosen on the tuning tables with five-fold cross-validation of the whole
   * classifier (IntentTuningReportTest's method): the setting with the fewest asks taken for
   * mentions among those whose false asks were lowest, at the threshold 0.5 (checked again at 0.45
   * with the question-form features: none of the neighbouring settings did better). Names are
   * masked ({@link GroundingClassifier#masked}), so that the model learns the question's form and
   * not the cities and teams of its tables. Session 19 (frozen parts 1–5 and tune7 added to the
   * tables, 11,123 rows): re-chosen with IntentTuningReportTest#theSettingsAreChosenOutOfFold over
   * l2 {0.01, 0.03, 0.1} × other weight {2, 3, 4} × threshold {0.3 … 0.5}; the most asks right
   * within 1 % of false fires, the fewer false fires on a tie: other weight 3 -> 2 at 0.35, out of
   * fold 4,398 -> 4,401/4,724 asks right, 34 -> 31 taken for mentions, 58 -> 58/6,399 false fires.
   */
  static final Settings SETTINGS = new Settings(12, 3e-2, 2.0, 0.1);

  static final List<String> TABLES =
      List.of(
          "phrasings.tsv",
          "phrasings-eval.tsv",
          "conversation-en.tsv",
          "conversation-no.tsv",
          "more-en.tsv",
          "more-no.tsv",
          "task-asks.tsv",
          "helper-en.tsv",
          "helper-no.tsv",
          "helper2-en.tsv",
          "helper2-no.tsv",
          "helper3-en.tsv",
          "helper3-no.tsv",
          "coord-en.tsv",
          "coord-no.tsv",
          "helper4-en.tsv",
          "helper4-no.tsv",
          "helper5-check.tsv",
          "helper6-en.tsv",
          "helper6-no.tsv",
          "helper7-check.tsv",
          // retired to tuning in session 19 (held out until then; copies of the test resources
          // the in-sample regression floors read) and tune7 (an outsider's tuning table, session
          // 18)
          "frozen-test-en.tsv",
          "frozen-test-no.tsv",
          "frozen-test2-en.tsv",
          "frozen-test2-no.tsv",
          "frozen-test3-en.tsv",
          "frozen-test3-no.tsv",
          "frozen-test4-en.tsv",
          "frozen-test4-no.tsv",
          "frozen-test5-en.tsv",
          "frozen-test5-no.tsv",
          "tune7-en.tsv",
          "tune7-no.tsv",
          // tune8: an outsider's tuning table of session 20, scored with main's classifier before
          // it was trained on (tune8-main-f6713ce.md in the test resources)
          "tune8-en.tsv",
          "tune8-no.tsv",
          // tune9: an outsider's tuning table of session 21, scored before it was trained on
          // (tune9-h-intent-9d34ddd.md and tune9-main-21bd61d.md in the test resources)
          "tune9-en.tsv",
          "tune9-no.tsv",
          // tune10: an outsider's tuning table of session 22, scored before it was trained on
          // (tune10-main-59c47f1.md in the test resources)
          "tune10-en.tsv",
          "tune10-no.tsv");

  private final float[] weights;
  private final float bias;

  private AskModel(float[] weights, float bias) {
    this.weights = weights;
    this.bias = bias;
  }

  /** The weights the build trained (see {@link #main}), read once; else trained here. */
  static final String FILE = "ask-model.bin";

  private static final int MAGIC = 0x56455843; // "VEXC": 10-bit weights, bitmap, two planes

  /** Bits of a stored weight: {@value} (a signed high byte and {@link #LOW_BITS} more). */
  static final int WEIGHT_BITS = 10;

  private static final int LOW_BITS = WEIGHT_BITS - 8;

  /** The largest stored magnitude: {@value}, the steps of max|w|. */
  static final int LEVELS = (1 << (WEIGHT_BITS - 1)) - 1;

  private static final class Holder {
    static final AskModel MODEL = load();
  }

  /**
   * The shipped weights decoded, or null when they are missing or unreadable ({@link #load} then
   * says why and trains): run once, by the thread {@link #readAhead} starts or by the first
   * message's, whichever comes first; the other waits for it.
   */
  private static final java.util.concurrent.FutureTask<AskModel> WEIGHTS =
      new java.util.concurrent.FutureTask<>(new Weights());

  /** {@link #weights} as a task: a class, not a method reference, spun up on no cold thread. */
  private static final class Weights implements java.util.concurrent.Callable<AskModel> {
    @Override
    public AskModel call() {
      return weights();
    }
  }

  private static final java.util.concurrent.atomic.AtomicBoolean AHEAD =
      new java.util.concurrent.atomic.AtomicBoolean();

  /**
   * Starts decoding the shipped weights on a short-lived thread of its own, once per class loader,
   * when a classifier that will use them is built, so that the first message does not wait for it
   * (issue #23's cold start: reading and decoding them was a tenth of the first classification in a
   * cold JVM). Only the weights file is read there, never the tuning tables: training, when the
   * file is missing, stays on the first message's thread. After the weights, the same thread
   * initialises the rule classes' tables ({@link RuleTables}), which the first message awaits.
   */
  static void readAhead() {
    if (AHEAD.compareAndSet(false, true)) {
      Thread t = new Thread(new Ahead(RuleTables.start()), "vex-ask-model-read-ahead");
      t.setDaemon(true);
      t.start();
    }
  }

  /** The read-ahead thread's work: the weights, then the rule tables ({@link RuleTables}). */
  private static final class Ahead implements Runnable {
    private final Runnable tables;

    Ahead(Runnable tables) {
      this.tables = tables;
    }

    @Override
    public void run() {
      WEIGHTS.run();
      if (tables != null) {
        tables.run();
      }
    }
  }

  private static AskModel weights() {
    InputStream in = AskModel.class.getResourceAsStream(FILE);
    if (in == null) {
      return null;
    }
    try (in) {
      return read(in.readAllBytes());
    } catch (IOException | RuntimeException e) {
      return null; // load reads it again, and says why it could not
    }
  }

  private static AskModel load() {
    WEIGHTS.run(); // returns at once when another thread runs or ran it
    try {
      AskModel ahead = WEIGHTS.get();
      if (ahead != null) {
        return ahead;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // read here instead, as before
    } catch (java.util.concurrent.ExecutionException e) {
      // read here instead, as before
    }
    InputStream in = AskModel.class.getResourceAsStream(FILE);
    if (in != null) {
      try (in) {
        return read(in.readAllBytes());
      } catch (IOException | RuntimeException e) {
        org.slf4j.LoggerFactory.getLogger(AskModel.class)
            .warn("{} could not be read; the ask model is trained now", FILE, e);
      }
    }
    return train(read(TABLES), SETTINGS);
  }

  /**
   * Trains the model from the tuning tables and writes its weights, at build time (the
   * process-classes phase of this module), so that a running agent reads them instead of training.
   *
   * @param args the file to write
   * @throws IOException when it cannot be written
   */
  public static void main(String[] args) throws IOException {
    AskModel m = train(read(TABLES), SETTINGS);
    java.nio.file.Path out = java.nio.file.Path.of(args[0]);
    java.nio.file.Files.createDirectories(out.toAbsolutePath().getParent());
    try (DataOutputStream data =
        new DataOutputStream(
            new java.io.BufferedOutputStream(java.nio.file.Files.newOutputStream(out)))) {
      m.write(data);
    }
  }

  /**
   * Writes the weights compactly: each non-zero weight as a fixed-point {@value #WEIGHT_BITS}-bit
   * value (steps of max|w| / {@value #LEVELS}, about 0.003 for the trained model, whose smallest
   * weight is above 0.002 and most above 0.01: a message's score, a sum of a few dozen weights,
   * moves by a few thousandths at most); which weights are non-zero as a bitmap of the {@value
   * #BITS}-bit feature space (a quarter of them are: 16 KB that deflates to about 14 KB, where
   * varint gaps took 16.5 KB); the values as two planes, all high bytes, then the low bits packed
   * four to a byte, so that the jar's deflate finds the high bytes' few common values (most weights
   * are small: high bytes near 0 or -1) instead of alternating them with the low bits' noise. About
   * 45 KB in the jar, where 16-bit values took 72 KB (issue #23's footprint of core + grounding +
   * guards).
   */
  void write(DataOutputStream out) throws IOException {
    float max = 0;
    for (float w : weights) {
      max = Math.max(max, Math.abs(w));
    }
    float step = max > 0 ? max / LEVELS : 1;
    byte[] bitmap = new byte[SIZE / 8];
    int count = 0;
    for (int i = 0; i < weights.length; i++) {
      if (Math.round(weights[i] / step) != 0) {
        bitmap[i >>> 3] |= (byte) (1 << (i & 7));
        count++;
      }
    }
    byte[] high = new byte[count];
    byte[] low = new byte[(count + 3) / 4];
    int k = 0;
    for (float w : weights) {
      int q = Math.round(w / step);
      if (q != 0) {
        high[k] = (byte) (q >> LOW_BITS);
        low[k >>> 2] |= (byte) ((q & 3) << ((k & 3) << 1));
        k++;
      }
    }
    out.writeInt(MAGIC);
    out.writeInt(SIZE);
    out.writeFloat(bias);
    out.writeFloat(step);
    out.writeInt(count);
    out.write(bitmap);
    out.write(high);
    out.write(low);
  }

  static AskModel read(DataInputStream in) throws IOException {
    return read(in.readAllBytes());
  }

  /**
   * Reads the weights {@link #write} wrote, from its bytes: decoded from the array rather than
   * through a stream call per byte, which a cold JVM's first message pays for in the interpreter.
   */
  static AskModel read(byte[] file) throws IOException {
    java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(file); // big-endian, as DataOutputStream
    try {
      if (in.getInt() != MAGIC || in.getInt() != SIZE) {
        throw new IOException("not an ask model of this version");
      }
      float bias = in.getFloat();
      float step = in.getFloat();
      int count = in.getInt();
      if (count < 0 || count > SIZE || !(step > 0) || Float.isInfinite(step)) {
        throw new IOException("bad weight count " + count + " or step " + step);
      }
      int bitmap = in.position();
      int high = bitmap + SIZE / 8;
      int low = high + count;
      int end = low + (count + 3) / 4;
      if (file.length != end) {
        throw new IOException("the ask model's file is " + file.length + " bytes, not " + end);
      }
      float[] w = new float[SIZE];
      int k = 0;
      for (int b = 0; b < SIZE / 8; b++) {
        int bits = file[bitmap + b] & 0xff;
        while (bits != 0) {
          if (k == count) {
            throw new IOException("more weights marked than the " + count + " stored");
          }
          int i = (b << 3) + Integer.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          int q = (file[high + k] << LOW_BITS) | ((file[low + (k >>> 2)] >>> ((k & 3) << 1)) & 3);
          k++;
          w[i] = q * step;
        }
      }
      if (k != count) {
        throw new IOException(count + " weights stored but " + k + " marked");
      }
      return new AskModel(w, bias);
    } catch (java.nio.BufferUnderflowException e) {
      throw new java.io.EOFException("the ask model's file is cut short");
    }
  }

  /** The model trained on the shipped tuning tables. */
  static AskModel shipped() {
    return Holder.MODEL;
  }

  /** A labelled message. */
  record Example(String text, boolean ask, String raw, int kinds) {}

  /**
   * The probability that the message asks for live data.
   *
   * @param text the message
   * @return from 0 to 1
   */
  double ask(String text) {
    return ask(text, 0);
  }

  /**
   * The probability that the message asks for live data, given the kinds the rules found in it.
   *
   * @param text the message, its subjects masked
   * @param kinds the kinds found, as bits of {@link GroundingClassifier#kindBits}
   * @return from 0 to 1
   */
  double ask(String text, int kinds) {
    Score score = new Score(weights);
    visit(text, kinds, score);
    double z = bias + score.sum;
    return 1 / (1 + Math.exp(-z));
  }

  /** Where the features of a message go: a weight sum or a list. */
  private interface Sink {
    void add(int index);
  }

  private static final class Score implements Sink {
    private final float[] weights;
    double sum;

    Score(float[] weights) {
      this.weights = weights;
    }

    @Override
    public void add(int index) {
      sum += weights[index];
    }
  }

  private static final class Collect implements Sink {
    int[] out = new int[64];
    int size;

    @Override
    public void add(int index) {
      if (size == out.length) {
        out = java.util.Arrays.copyOf(out, size * 2);
      }
      out[size++] = index;
    }
  }

  /**
   * How the model is trained.
   *
   * @param epochs passes over the examples
   * @param l2 the weight decay
   * @param otherWeight how much more an ordinary message weighs than an ask, after balancing
   * @param rate the first step size of stochastic gradient descent (it decays with each step)
   */
  record Settings(int epochs, double l2, double otherWeight, double rate) {
    Settings(int epochs, double l2, double otherWeight) {
      this(epochs, l2, otherWeight, 0.5);
    }
  }

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
      feats.add(features(e.text(), e.kinds()));
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
        double rate = settings.rate() / (1 + step++ * 1e-4);
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
    // weights too small to move a message's score are dropped, which keeps the shipped file small
    for (int i = 0; i < SIZE; i++) {
      if (Math.abs(w[i]) < PRUNE) {
        w[i] = 0;
      }
    }
    return new AskModel(w, (float) b);
  }

  /** Trained weights smaller than this are set to zero. */
  static final float PRUNE = 0.004f;

  /** The hashed features of a message, as a list; for training and tests. */
  static int[] features(String text, int kinds) {
    Collect c = new Collect();
    visit(text, kinds, c);
    return java.util.Arrays.copyOf(c.out, c.size);
  }

  private static final int MAX_WORDS = 128;
  private static final int MAX_WORD = 24;
  private static final int BIAS = 1;
  private static final int LEN = 2;
  private static final int QUESTION = 3;
  private static final int FIRST = 4;
  private static final int SECOND = 5;
  private static final int LAST = 6;
  private static final int DIGITS = 7;
  private static final int FIRST_TWO = 8;
  private static final int WORD = 9;
  private static final int PAIR = 10;
  private static final int GRAM = 11;
  private static final int KIND = 12;
  private static final int KIND_FIRST = 13;
  private static final int KIND_WORD = 14;
  private static final int LAST_SENTENCE_FIRST = 15;
  private static final int LAST_SENTENCE_WORD = 16;
  private static final int KIND_LAST_FIRST = 17;
  private static final int FORM = 18;
  private static final int KIND_FORM = 19;
  private static final int START = 0x2545F491;

  /** Words that say when: now, today, tonight, a weekday ("i natt", "on saturday", "i helga"). */
  private static final int[] WHEN =
      hashes(
          "now",
          "rn",
          "today",
          "tonight",
          "tomorrow",
          "tmrw",
          "tmr",
          "currently",
          "morning",
          "afternoon",
          "evening",
          "weekend",
          "monday",
          "tuesday",
          "wednesday",
          "thursday",
          "friday",
          "saturday",
          "sunday",
          "nå",
          "idag",
          "imorgen",
          "morgen",
          "morra",
          "kveld",
          "natt",
          "helga",
          "helgen",
          "ettermiddag",
          "mandag",
          "tirsdag",
          "onsdag",
          "torsdag",
          "fredag",
          "lørdag",
          "søndag");

  /** Words a question begins with, in English and Norwegian (bokmål and nynorsk). */
  private static final int[] QUESTION_WORDS =
      hashes(
          "what", "whats", "what's", "how", "hows", "how's", "is", "are", "will", "does", "do",
          "any", "when", "whens", "when's", "where", "which", "can", "could", "should", "hva",
          "hvor", "hvordan", "åssen", "korleis", "kva", "kor", "blir", "er", "kommer", "regner",
          "snør", "blåser", "har", "når", "hvilken", "hvilke", "går", "gikk", "skal", "vil", "kan",
          "må", "tror");

  /** Words a request begins with: give, show, tell, check, write, gi, vis, sjekk, skriv. */
  private static final int[] COMMANDS =
      hashes(
          "give",
          "show",
          "tell",
          "get",
          "check",
          "fetch",
          "write",
          "put",
          "send",
          "list",
          "gi",
          "vis",
          "fortell",
          "sjekk",
          "hent",
          "skriv",
          "send",
          "si",
          "oppdater",
          "update");

  /** Words of the past or of habit: was, were, had, ago, used, var, hadde, fjor, pleide. */
  private static final int[] PAST =
      hashes(
          "was",
          "were",
          "had",
          "ago",
          "used",
          "remember",
          "back",
          "var",
          "hadde",
          "fjor",
          "pleide",
          "husker",
          "siden",
          "once");

  private static int[] hashes(String... words) {
    int[] out = new int[words.length];
    for (int k = 0; k < words.length; k++) {
      int h = START;
      for (int c = 0; c < words[k].length() && c < MAX_WORD; c++) {
        h = step(h, words[k].charAt(c));
      }
      out[k] = h;
    }
    java.util.Arrays.sort(out);
    return out;
  }

  private static boolean in(int[] sorted, int hash) {
    return java.util.Arrays.binarySearch(sorted, hash) >= 0;
  }

  /**
   * Hands each feature of a message to the sink, without building strings: its words (letters and
   * digits, lower case, at most 24 characters each, at most 128 words), word pairs, the character
   * 2- and 3-grams (2- and 3-grams did better out of fold than 3- and 4-grams: fewer false fires
   * and fewer asks taken for mentions at every threshold) of each word with its edges marked, and
   * its form (length, question mark, first and last words, digits; the first word and the words of
   * its last sentence; whether it says when, asks a question, gives a command or speaks of the
   * past, alone and beside each kind the rules found). Linear in the message's first {@link
   * #MAX_CHARS} characters.
   */
  private static void visit(String text, int kinds, Sink sink) {
    int n = Math.min(text.length(), MAX_CHARS);
    // a word takes a character and the one after it ends it: at most (n + 1) / 2 words, sized to
    // the message rather than to MAX_WORDS (three arrays of 128 were 1.6 KB per message)
    int most = Math.min(MAX_WORDS, (n + 1) / 2);
    int[] starts = new int[most];
    int[] ends = new int[most];
    int[] hashes = new int[most];
    int words = 0;
    boolean digits = false;
    // the first word of the last sentence: "lol my cat knocked over my coffee. is it raining in
    // Oslo?" is read as its last question too
    int lastSentence = 0;
    boolean boundary = false;
    int i = 0;
    while (i < n && words < most) {
      char c = text.charAt(i);
      digits |= Character.isDigit(c);
      if (!Character.isLetterOrDigit(c)) {
        boundary |= c == '.' || c == '!' || c == '?';
        i++;
        continue;
      }
      if (boundary) {
        lastSentence = words;
        boundary = false;
      }
      int s = i;
      while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '\'')) {
        digits |= Character.isDigit(text.charAt(i));
        i++;
      }
      int e = Math.min(i, s + MAX_WORD);
      int h = START;
      for (int k = s; k < e; k++) {
        h = step(h, Character.toLowerCase(text.charAt(k)));
      }
      starts[words] = s;
      ends[words] = e;
      hashes[words] = h;
      words++;
    }
    for (; i < n && !digits; i++) {
      digits = Character.isDigit(text.charAt(i));
    }
    int none = START;
    sink.add(index(BIAS, 0, 0));
    sink.add(index(LEN, Math.min(words, 8), 0));
    sink.add(index(QUESTION, endsWithQuestion(text, n) ? 1 : 0, 0));
    sink.add(index(FIRST, words > 0 ? hashes[0] : none, 0));
    sink.add(index(SECOND, words > 1 ? hashes[1] : none, 0));
    sink.add(index(LAST, words > 0 ? hashes[words - 1] : none, 0));
    sink.add(index(DIGITS, digits ? 1 : 0, 0));
    sink.add(index(FIRST_TWO, words > 0 ? hashes[0] : none, words > 1 ? hashes[1] : none));
    for (int k = 0; k < 16; k++) {
      if ((kinds & (1 << k)) != 0) {
        sink.add(index(KIND, k, 0));
        sink.add(index(KIND_FIRST, k, words > 0 ? hashes[0] : none));
        for (int w = 0; w < words; w++) {
          sink.add(index(KIND_WORD, k, hashes[w]));
        }
      }
    }
    int lastFirst = lastSentence < words ? hashes[lastSentence] : none;
    // the question's form, as a few dense features alone and beside each kind the rules found:
    // when, a question, a request, the past
    boolean when = false;
    boolean past = false;
    for (int w = 0; w < words; w++) {
      when |= in(WHEN, hashes[w]);
      past |= in(PAST, hashes[w]);
    }
    boolean question = endsWithQuestion(text, n) || in(QUESTION_WORDS, lastFirst);
    boolean command = words > 0 && (in(COMMANDS, hashes[0]) || in(COMMANDS, lastFirst));
    int form = (when ? 1 : 0) | (question ? 2 : 0) | (command ? 4 : 0) | (past ? 8 : 0);
    for (int bit = 1; bit <= 8; bit <<= 1) {
      if ((form & bit) != 0) {
        sink.add(index(FORM, bit, 0));
        for (int k = 0; k < 16; k++) {
          if ((kinds & (1 << k)) != 0) {
            sink.add(index(KIND_FORM, k, bit));
          }
        }
      }
    }
    sink.add(index(FORM, 16 + form, 0));
    sink.add(index(LAST_SENTENCE_FIRST, lastFirst, 0));
    for (int k = 0; k < 16; k++) {
      if ((kinds & (1 << k)) != 0) {
        sink.add(index(KIND_LAST_FIRST, k, lastFirst));
      }
    }
    if (lastSentence > 0) {
      for (int w = lastSentence; w < words; w++) {
        sink.add(index(LAST_SENTENCE_WORD, hashes[w], 0));
      }
    }
    for (int w = 0; w < words; w++) {
      sink.add(index(WORD, hashes[w], 0));
      sink.add(index(PAIR, w == 0 ? none : hashes[w - 1], hashes[w]));
      int len = ends[w] - starts[w] + 2; // with the edge marks
      for (int g = 2; g <= 3; g++) {
        for (int at = 0; at + g <= len; at++) {
          int h = START + g;
          for (int k = at; k < at + g; k++) {
            char ch =
                k == 0
                    ? '<'
                    : k == len - 1 ? '>' : Character.toLowerCase(text.charAt(starts[w] + k - 1));
            h = step(h, ch);
          }
          sink.add(index(GRAM, h, 0));
        }
      }
    }
  }

  private static boolean endsWithQuestion(String text, int n) {
    for (int i = n - 1; i >= 0; i--) {
      char c = text.charAt(i);
      if (!Character.isWhitespace(c)) {
        return c == '?';
      }
    }
    return false;
  }

  private static int step(int h, char c) {
    return (h ^ c) * 0x01000193;
  }

  private static int index(int tag, int a, int b) {
    int h = tag * 0x9E3779B9;
    h = (h ^ a) * 0x85EBCA6B;
    h = (h ^ b) * 0xC2B2AE35;
    h ^= h >>> 15;
    return h & (SIZE - 1);
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
          String raw = line.substring(0, tab);
          if (AskCues.mention(new Utterance(raw.length() > 4000 ? raw.substring(0, 4000) : raw))) {
            // the question's form decides these before the model is asked: "what is dogecoin",
            // "who created bitcoin"; taught to the model, they would only pull "what is the
            // temperature" towards a mention
            continue;
          }
          out.add(
              new Example(
                  ModelInput.masked(raw), !expected.equals("-"), raw, ModelInput.kindBits(raw)));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }
}
