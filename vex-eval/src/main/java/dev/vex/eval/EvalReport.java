package dev.vex.eval;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Locale;

/**
 * The eval's figures for one model: per scenario, what the model alone and the same model through
 * Vex said and how they were judged; in total, the rates the README and {@code BENCHMARKS.md}
 * publish. Renders as a terminal table, Markdown and JSON.
 *
 * @param model the model, as the server names it ({@code scripted small model} on the simulator)
 * @param results one per scenario run, in order
 * @param complete false when the run was stopped before every scenario ran
 */
public record EvalReport(String model, List<Result> results, boolean complete) {

  /** Copies. */
  public EvalReport {
    results = List.copyOf(results);
  }

  /**
   * One scenario's two runs.
   *
   * @param id the scenario
   * @param kind its grounded kind
   * @param language its language
   * @param alone the model alone, with no grounding or guards
   * @param vex the model through a Vex agent with the defaults
   * @param honest whether the scenario counts as an honest answer Vex must keep
   * @param failure whether the scenario breaks the model or a source
   * @param unchangedText for an off-topic scenario (a question that only mentions a subject), the
   *     honest answer the user must receive exactly; null for the others
   * @param sourceDown whether the source failed, so that no real figure could be stated
   * @param tool whether the model calls a tool whose result the reply must quote
   * @param key what makes the scenario distinct: its script, question, sources and tools
   * @param question the question
   * @param script the scripted model's words
   */
  public record Result(
      String id,
      String kind,
      String language,
      Run alone,
      Run vex,
      boolean honest,
      boolean failure,
      String unchangedText,
      boolean sourceDown,
      boolean tool,
      String key,
      String question,
      String script) {
    /**
     * Returns whether this is an off-topic scenario, counted in its own row only.
     *
     * @return true when the answer must reach the user unchanged
     */
    public boolean offTopic() {
      return unchangedText != null;
    }

    /**
     * Returns whether Vex changed an off-topic scenario's honest answer.
     *
     * @return true when the user received anything else
     */
    public boolean changed() {
      return offTopic() && !unchangedText.strip().equals(vex.text().strip());
    }
  }

  /**
   * Returns the scenarios about grounded questions: every one but the off-topic ones.
   *
   * @return the results
   */
  public List<Result> grounded() {
    return distinct().stream().filter(r -> !r.offTopic()).toList();
  }

  /**
   * Returns the results counted: a scenario that repeats another's script, question, sources and
   * tools counts once.
   *
   * @return the first result of each distinct scenario
   */
  public List<Result> distinct() {
    java.util.Set<String> seen = new java.util.HashSet<>();
    return results.stream().filter(r -> seen.add(r.key())).toList();
  }

  /**
   * Returns how many distinct scripts (what the model says) the scenarios hold.
   *
   * @return the count
   */
  public long distinctScripts() {
    return results.stream().map(Result::script).distinct().count();
  }

  /**
   * Returns how many distinct questions the scenarios ask.
   *
   * @return the count
   */
  public long distinctQuestions() {
    return results.stream().map(Result::question).distinct().count();
  }

  /**
   * Returns the scenarios whose source failed.
   *
   * @return the results
   */
  public List<Result> sourceDown() {
    return grounded().stream().filter(Result::sourceDown).toList();
  }

  /**
   * Returns how many source-down scenarios Vex answered by saying it could not fetch, with no
   * invented or wrong figure.
   *
   * @return the count
   */
  public long sourceDownHonest() {
    return sourceDown().stream()
        .filter(r -> !r.vex().hallucinated() && saysItCouldNotFetch(r.vex().text()))
        .count();
  }

  private static final java.util.regex.Pattern COULD_NOT =
      java.util.regex.Pattern.compile(
          "(?i)could not|couldn't|cannot|can't|unable|not available|unavailable|no data|"
              + "ikke hente|fikk ikke|kunne ikke|kan ikke|ikke tilgjengelig|ingen data");

  static boolean saysItCouldNotFetch(String text) {
    return COULD_NOT.matcher(text).find();
  }

  /**
   * Returns the tool-call scenarios (the model calls a tool and its reply must quote the result).
   *
   * @return the results
   */
  public List<Result> toolCalls() {
    return grounded().stream().filter(Result::tool).toList();
  }

  /**
   * Returns how many honest drafts the scenarios script (by their own label).
   *
   * @return the count
   */
  public long scriptedHonest() {
    return grounded().stream().filter(r -> r.honest() && !r.failure()).count();
  }

  /**
   * Returns how many wrong drafts the scenarios script (by their own label): not honest, no
   * failure.
   *
   * @return the count
   */
  public long scriptedWrong() {
    return grounded().stream().filter(r -> !r.honest() && !r.failure()).count();
  }

  /**
   * Returns how many off-topic scenarios there were.
   *
   * @return the count
   */
  public long offTopic() {
    return distinct().stream().filter(Result::offTopic).count();
  }

  /**
   * Returns how many off-topic answers Vex changed (the honest answer to a question that only
   * mentions a subject must reach the user unchanged).
   *
   * @return the count
   */
  public long offTopicChanged() {
    return distinct().stream().filter(Result::changed).count();
  }

  /**
   * One run of a scenario.
   *
   * @param text what the user received
   * @param inventedFigures figures in it that no source gave
   * @param offListLinks links in it to hosts off the list
   * @param forbiddenText forbidden text that got through
   * @param missingFigures real figures it should have stated and did not
   * @param overridden whether a guard replaced or rewrote the model's draft
   * @param draftClean whether the model's own draft was clean (no invented figure, no bad link)
   * @param fellBack whether the fallback ladder answered
   * @param millis the turn's wall time
   */
  public record Run(
      String text,
      List<String> inventedFigures,
      List<String> offListLinks,
      List<String> forbiddenText,
      List<String> missingFigures,
      boolean overridden,
      boolean draftClean,
      boolean fellBack,
      long millis) {
    /** Copies. */
    public Run {
      inventedFigures = List.copyOf(inventedFigures);
      offListLinks = List.copyOf(offListLinks);
      forbiddenText = List.copyOf(forbiddenText);
      missingFigures = List.copyOf(missingFigures);
    }

    /**
     * Returns whether the reply stated an invented or wrong figure, or forbidden text.
     *
     * @return true when it did
     */
    public boolean hallucinated() {
      return !inventedFigures.isEmpty() || !forbiddenText.isEmpty();
    }
  }

  /**
   * Returns how many scenarios the model alone answered with an invented or wrong figure.
   *
   * @return the count
   */
  public long aloneHallucinated() {
    return grounded().stream().filter(r -> r.alone().hallucinated()).count();
  }

  /**
   * Returns how many scenarios the model alone answered with an off-list link.
   *
   * @return the count
   */
  public long aloneOffList() {
    return grounded().stream().filter(r -> !r.alone().offListLinks().isEmpty()).count();
  }

  /**
   * Returns how many replies through Vex stated an invented or wrong figure.
   *
   * @return the count
   */
  public long vexHallucinated() {
    return grounded().stream().filter(r -> r.vex().hallucinated()).count();
  }

  /**
   * Returns how many replies through Vex carried an off-list link.
   *
   * @return the count
   */
  public long vexOffList() {
    return grounded().stream().filter(r -> !r.vex().offListLinks().isEmpty()).count();
  }

  /**
   * Returns how many honest drafts Vex replaced or rewrote, where the source answered.
   *
   * @return the count
   */
  public long honestOverridden() {
    return honest().filter(r -> r.vex().overridden()).count();
  }

  /**
   * The drafts their author labelled honest (each figure checked against the recorded bytes by
   * hand), where the source answered: where it did not, a figure cannot be verified, and saying so
   * is what Vex must do (the source-down row counts those). The label, not the judge's reading,
   * decides: the judge misreads a few drafts both ways ({@link #judgeDisagrees}).
   */
  private java.util.stream.Stream<Result> honest() {
    return grounded().stream().filter(r -> !r.sourceDown() && r.honest() && !r.failure());
  }

  /**
   * Returns how many drafts labelled wrong by their author reached the user word for word (Vex's
   * reply is the model's own answer), where the source answered: a wrong figure the judge may not
   * read as wrong (another day's high, a figure the recording holds for another field) still counts
   * here.
   *
   * @return the count
   */
  public long wrongPassedUnchanged() {
    return grounded().stream()
        .filter(r -> !r.sourceDown() && !r.honest() && !r.failure())
        .filter(r -> !r.vex().overridden())
        .filter(r -> r.vex().text().strip().equals(r.alone().text().strip()))
        .count();
  }

  /**
   * Returns how many drafts the judge reads against their author's label (a labelled honest draft
   * it finds unclean, or a labelled wrong one it finds clean), where the source answered.
   *
   * @return the count
   */
  public long judgeDisagrees() {
    return grounded().stream()
        .filter(r -> !r.sourceDown() && !r.failure())
        .filter(r -> r.honest() != r.vex().draftClean())
        .count();
  }

  /**
   * Returns how many drafts were honest, where the source answered.
   *
   * @return the count
   */
  public long honestDrafts() {
    return honest().count();
  }

  /**
   * Returns how many failure scenarios Vex still answered with the real figures (or, when the
   * source itself failed, without an invented one).
   *
   * @return the count
   */
  public long recovered() {
    return grounded().stream()
        .filter(r -> r.failure() && !r.sourceDown())
        .filter(r -> !r.vex().hallucinated() && r.vex().missingFigures().isEmpty())
        .count();
  }

  /**
   * Returns how many scenarios break the model while the source answers (the source-down ones are
   * counted in their own row).
   *
   * @return the count
   */
  public long failures() {
    return grounded().stream().filter(r -> r.failure() && !r.sourceDown()).count();
  }

  /**
   * Returns how many replies through Vex lacked a real figure they should have stated.
   *
   * @return the count
   */
  public long vexMissing() {
    return grounded().stream().filter(r -> !r.vex().missingFigures().isEmpty()).count();
  }

  private double meanMillis(boolean vex) {
    return grounded().stream()
        .mapToLong(r -> vex ? r.vex().millis() : r.alone().millis())
        .average()
        .orElse(0);
  }

  /**
   * Renders the totals as a table for a terminal.
   *
   * @return the table
   */
  public String table() {
    int n = grounded().size();
    StringBuilder b = new StringBuilder();
    b.append(
        String.format(
            Locale.ROOT,
            "model: %s — %d scenarios (%d distinct), %d distinct scripts, %d distinct questions%s%n",
            model,
            results.size(),
            distinct().size(),
            distinctScripts(),
            distinctQuestions(),
            complete ? "" : " (stopped early: partial)"));
    b.append(String.format(Locale.ROOT, "%-44s %12s %12s%n", "", "model alone", "through Vex"));
    row(b, "replies with an invented or wrong figure", aloneHallucinated(), vexHallucinated(), n);
    row(b, "replies with an off-list link", aloneOffList(), vexOffList(), n);
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "off-topic answers changed",
            "",
            frac(offTopicChanged(), offTopic())));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "honest drafts overridden",
            "",
            frac(honestOverridden(), honestDrafts())));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "  (scripted honest / wrong drafts)",
            "",
            scriptedHonest() + " / " + scriptedWrong()));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "tool results misquoted to the user",
            frac(
                toolCalls().stream().filter(r -> r.alone().hallucinated()).count(),
                toolCalls().size()),
            frac(
                toolCalls().stream().filter(r -> r.vex().hallucinated()).count(),
                toolCalls().size())));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "failures recovered with real data",
            "",
            frac(recovered(), failures())));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "source down: said so, invented nothing",
            "",
            frac(sourceDownHonest(), sourceDown().size())));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12s %12s%n",
            "replies missing the real figure",
            "",
            frac(vexMissing(), n)));
    b.append(
        String.format(
            Locale.ROOT,
            "%-44s %12.0f %12.0f%n",
            "mean time per turn (ms)",
            meanMillis(false),
            meanMillis(true)));
    return b.toString();
  }

  /**
   * Renders the totals and every scenario as Markdown.
   *
   * @return the report
   */
  public String markdown() {
    int n = grounded().size();
    StringBuilder b = new StringBuilder();
    b.append("# Vex eval: ").append(model).append("\n\n");
    b.append(results.size())
        .append(" scenarios (")
        .append(distinct().size())
        .append(" distinct), ")
        .append(distinctScripts())
        .append(" distinct scripts, ")
        .append(distinctQuestions())
        .append(" distinct questions")
        .append(complete ? "" : " (stopped early: partial report)")
        .append(".\n\n");
    b.append("| measure | model alone | through Vex |\n|---|---|---|\n");
    b.append("| replies with an invented or wrong figure | ")
        .append(frac(aloneHallucinated(), n))
        .append(" | ")
        .append(frac(vexHallucinated(), n))
        .append(" |\n");
    b.append("| replies with an off-list link | ")
        .append(frac(aloneOffList(), n))
        .append(" | ")
        .append(frac(vexOffList(), n))
        .append(" |\n");
    b.append("| off-topic answers changed | | ")
        .append(frac(offTopicChanged(), offTopic()))
        .append(" |\n");
    b.append("| honest drafts overridden | | ")
        .append(frac(honestOverridden(), honestDrafts()))
        .append(" |\n");
    b.append("| (scripted honest / wrong drafts) | | ")
        .append(scriptedHonest())
        .append(" / ")
        .append(scriptedWrong())
        .append(" |\n");
    b.append("| wrong drafts passed word for word (author's label) | | ")
        .append(frac(wrongPassedUnchanged(), scriptedWrong()))
        .append(" |\n");
    b.append("| drafts the judge reads against their label | | ")
        .append(judgeDisagrees())
        .append(" |\n");
    b.append("| tool results misquoted to the user | ")
        .append(
            frac(
                toolCalls().stream().filter(r -> r.alone().hallucinated()).count(),
                toolCalls().size()))
        .append(" | ")
        .append(
            frac(
                toolCalls().stream().filter(r -> r.vex().hallucinated()).count(),
                toolCalls().size()))
        .append(" |\n");
    b.append("| failures recovered with real data | | ")
        .append(frac(recovered(), failures()))
        .append(" |\n");
    b.append("| source down: said so, invented nothing | | ")
        .append(frac(sourceDownHonest(), sourceDown().size()))
        .append(" |\n");
    b.append("| replies missing the real figure | | ").append(frac(vexMissing(), n)).append(" |\n");
    b.append(
        String.format(
            Locale.ROOT,
            "| mean time per turn | %.0f ms | %.0f ms |%n%n",
            meanMillis(false),
            meanMillis(true)));
    b.append(bySet());
    b.append("| scenario | kind | lang | alone | Vex |\n|---|---|---|---|---|\n");
    for (Result r : results) {
      b.append("| ")
          .append(r.id())
          .append(" | ")
          .append(r.kind())
          .append(" | ")
          .append(r.language())
          .append(" | ")
          .append(mark(r.alone()))
          .append(" | ")
          .append(r.offTopic() ? (r.changed() ? "changed" : "unchanged") : mark(r.vex()))
          .append(" |\n");
    }
    return b.toString();
  }

  /**
   * The scenario sets: each outsider's held-out set (ids {@code outsiderN-}, written after the
   * guards they score and never shown to the people who changed them) apart from the sets written
   * before, so that a figure measured out of sample is never mixed with one the guards were shaped
   * on.
   */
  static String setOf(String id) {
    int dash = id.indexOf('-');
    String head = dash < 0 ? id : id.substring(0, dash);
    return head.matches("outsider[0-9]+") ? head + " (held out)" : "earlier sets";
  }

  /**
   * Renders the label-decided rows per scenario set ({@link #setOf}).
   *
   * @return a Markdown table, or nothing when there is one set only
   */
  String bySet() {
    java.util.Map<String, List<Result>> sets = new java.util.TreeMap<>();
    for (Result r : results) {
      sets.computeIfAbsent(setOf(r.id()), k -> new java.util.ArrayList<>()).add(r);
    }
    if (sets.size() < 2) {
      return "";
    }
    StringBuilder b =
        new StringBuilder(
            "| set | invented or wrong figure through Vex | honest drafts overridden | wrong drafts"
                + " passed word for word | off-topic answers changed | judge reads against label |"
                + "\n|---|---|---|---|---|---|\n");
    sets.forEach(
        (name, rs) -> {
          EvalReport sub = new EvalReport(model, rs, complete);
          b.append("| ")
              .append(name)
              .append(" | ")
              .append(frac(sub.vexHallucinated(), sub.grounded().size()))
              .append(" | ")
              .append(frac(sub.honestOverridden(), sub.honestDrafts()))
              .append(" | ")
              .append(frac(sub.wrongPassedUnchanged(), sub.scriptedWrong()))
              .append(" | ")
              .append(frac(sub.offTopicChanged(), sub.offTopic()))
              .append(" | ")
              .append(sub.judgeDisagrees())
              .append(" |\n");
        });
    return b.append('\n').toString();
  }

  /**
   * Renders the report as JSON.
   *
   * @return the JSON text
   */
  public String json() {
    JsonObject o = new JsonObject();
    o.addProperty("model", model);
    o.addProperty("complete", complete);
    o.addProperty("scenarios", results.size());
    o.addProperty("distinctScenarios", distinct().size());
    o.addProperty("distinctScripts", distinctScripts());
    o.addProperty("distinctQuestions", distinctQuestions());
    JsonObject totals = new JsonObject();
    totals.addProperty("aloneHallucinated", aloneHallucinated());
    totals.addProperty("aloneOffList", aloneOffList());
    totals.addProperty("vexHallucinated", vexHallucinated());
    totals.addProperty("vexOffList", vexOffList());
    totals.addProperty("honestOverridden", honestOverridden());
    totals.addProperty("wrongPassedUnchanged", wrongPassedUnchanged());
    totals.addProperty("judgeDisagrees", judgeDisagrees());
    totals.addProperty("honestDrafts", honestDrafts());
    totals.addProperty("recovered", recovered());
    totals.addProperty("failures", failures());
    totals.addProperty("sourceDown", sourceDown().size());
    totals.addProperty("sourceDownHonest", sourceDownHonest());
    totals.addProperty("toolCalls", toolCalls().size());
    totals.addProperty(
        "toolCallsMisquoted", toolCalls().stream().filter(r -> r.vex().hallucinated()).count());
    totals.addProperty("scriptedHonest", scriptedHonest());
    totals.addProperty("scriptedWrong", scriptedWrong());
    totals.addProperty("vexMissing", vexMissing());
    totals.addProperty("offTopic", offTopic());
    totals.addProperty("offTopicChanged", offTopicChanged());
    totals.addProperty("aloneMeanMillis", meanMillis(false));
    totals.addProperty("vexMeanMillis", meanMillis(true));
    o.add("totals", totals);
    JsonArray rs = new JsonArray();
    for (Result r : results) {
      JsonObject x = new JsonObject();
      x.addProperty("id", r.id());
      x.addProperty("kind", r.kind());
      x.addProperty("language", r.language());
      x.add("alone", run(r.alone()));
      x.add("vex", run(r.vex()));
      if (r.offTopic()) {
        x.addProperty("changed", r.changed());
      }
      rs.add(x);
    }
    o.add("results", rs);
    return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(o);
  }

  private static JsonObject run(Run r) {
    JsonObject o = new JsonObject();
    o.addProperty("text", r.text());
    o.add("inventedFigures", strings(r.inventedFigures()));
    o.add("offListLinks", strings(r.offListLinks()));
    o.add("forbiddenText", strings(r.forbiddenText()));
    o.add("missingFigures", strings(r.missingFigures()));
    o.addProperty("overridden", r.overridden());
    o.addProperty("draftClean", r.draftClean());
    o.addProperty("fellBack", r.fellBack());
    o.addProperty("millis", r.millis());
    return o;
  }

  private static JsonArray strings(List<String> list) {
    JsonArray a = new JsonArray();
    list.forEach(a::add);
    return a;
  }

  private static String mark(Run r) {
    StringBuilder b = new StringBuilder();
    if (r.hallucinated()) {
      b.append("invented ")
          .append(String.join(", ", r.inventedFigures()))
          .append(String.join(", ", r.forbiddenText()))
          .append("; ");
    }
    if (!r.offListLinks().isEmpty()) {
      b.append("off-list link; ");
    }
    if (!r.missingFigures().isEmpty()) {
      b.append("missing ").append(String.join(", ", r.missingFigures())).append("; ");
    }
    if (r.overridden()) {
      b.append("guarded; ");
    }
    if (r.fellBack()) {
      b.append("fallback; ");
    }
    String s = b.length() == 0 ? "ok" : b.substring(0, b.length() - 2);
    return s.replace("|", "\\|");
  }

  private static void row(StringBuilder b, String what, long alone, long vex, int n) {
    b.append(String.format(Locale.ROOT, "%-44s %12s %12s%n", what, frac(alone, n), frac(vex, n)));
  }

  private static String frac(long k, long n) {
    return n == 0 ? "0/0" : k + "/" + n;
  }
}
