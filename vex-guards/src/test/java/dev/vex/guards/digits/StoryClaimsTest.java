package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A story's comment count (#22) on Hacker News' recorded front page: the stories' facts are read
 * from the recorded bytes (title, author, points, num_comments) as the news fetcher keeps them, and
 * what the user receives is asserted.
 */
class StoryClaimsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static GroundTruth frontPage() throws Exception {
    String json;
    try (InputStream in =
        StoryClaimsTest.class.getResourceAsStream("/hn-algolia/front_page.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Map<String, Object>> stories = new ArrayList<>();
    List<KeyFigure> figures = new ArrayList<>();
    StringBuilder summary = new StringBuilder("TOP STORIES");
    for (JsonElement e : JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("hits")) {
      JsonObject o = e.getAsJsonObject();
      Map<String, Object> story = new LinkedHashMap<>();
      String title = o.get("title").getAsString();
      story.put("title", title);
      story.put("points", o.get("points").getAsBigDecimal());
      story.put("comments", o.get("num_comments").getAsBigDecimal());
      story.put("author", o.get("author").getAsString());
      stories.add(story);
      figures.add(
          KeyFigure.optional("points: " + title, o.get("points").getAsBigDecimal(), "points")
              .withAliases(title));
      summary.append('\n').append(title).append(" — ").append(o.get("points")).append(" points, ");
      summary.append(o.get("num_comments")).append(" comments");
    }
    return new GroundTruth(
        "news",
        "Hacker News",
        List.of("https://news.ycombinator.com/"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of("query", "", "stories", stories),
        figures,
        Map.of(
            "en", summary.toString(), "nb", summary.toString().replace("TOP STORIES", "TOPPSAKER")),
        null);
  }

  private static TurnContext asked(GroundTruth t, Locale locale) {
    return TurnContext.builder(Message.user("q"))
        .locale(locale)
        .intents(List.of(Intent.of("news", "")))
        .groundTruth(List.of(t))
        .build();
  }

  @Test
  void aWrongCommentCountOfANamedStoryIsReplaced() throws Exception {
    String draft = "The SVG filters article has 251 points and 71 comments.";
    GuardVerdict v = GUARD.check(new Draft(draft), asked(frontPage(), Locale.ENGLISH));
    assertThat(v)
        .isInstanceOfSatisfying(
            GuardVerdict.Overridden.class,
            o -> {
              assertThat(o.text())
                  .startsWith("TOP STORIES")
                  .contains(
                      "Simulating hand-drawn motion with SVG filters — 251 points, 17 comments")
                  .doesNotContain("71 comments");
              assertThat(o.reason())
                  .contains(
                      "'71 comments' where the source says 17 comments for 'Simulating hand-drawn"
                          + " motion with SVG filters'");
            });
  }

  @Test
  void honestCountsPassUntouched() throws Exception {
    GroundTruth t = frontPage();
    for (String honest :
        List.of(
            "Top story: antirez's \"Coding with LLMs in the summer of 2025 – an update\" with 543"
                + " points and 366 comments.",
            "The SVG filters post has 251 points and 17 comments.",
            "The ZSH article drew over 50 comments, and the medieval king story about 100 comments.",
            "Two stories have 206 points; the one about Conductor has 88 comments.")) {
      assertThat(Turns.after(GUARD, honest, asked(t, Locale.ENGLISH))).as(honest).isEqualTo(honest);
    }
    String nb =
        "Øverst ligger antirez sitt innlegg med 543 poeng og 366 kommentarer, fulgt av en artikkel"
            + " om SVG-filtre med 251 poeng.";
    assertThat(Turns.after(GUARD, nb, asked(t, Locale.forLanguageTag("nb")))).isEqualTo(nb);
  }

  @Test
  void aCountNoStoryCanBeToldForIsNotJudged() throws Exception {
    String draft = "One of the stories has 12 comments so far.";
    assertThat(Turns.after(GUARD, draft, asked(frontPage(), Locale.ENGLISH))).isEqualTo(draft);
  }
}
