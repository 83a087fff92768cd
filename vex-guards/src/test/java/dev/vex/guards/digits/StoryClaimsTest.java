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
 * A story's comment count and points (#22) on Hacker News' recorded front page: the stories' facts
 * are read from the recorded bytes (title, author, points, num_comments) as the news fetcher keeps
 * them, and what the user receives is asserted.
 */
class StoryClaimsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  static GroundTruth frontPage() throws Exception {
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
      story.put("created", o.get("created_at").getAsString());
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

  @Test
  void aWrongPointsFigureAnotherStorysPointsOrSwappedCountsAreReplaced() throws Exception {
    GroundTruth t = frontPage();
    for (String[] c :
        new String[][] {
          {
            "The SVG filters article is doing well, with 215 points.",
            "'215 points' where the source says 251 points for 'Simulating hand-drawn motion with"
                + " SVG filters'"
          },
          {
            "Show HN: Conductor has picked up 251 points and 88 comments.",
            "'251 points' where the source says 206 points for 'Show HN: Conductor"
          },
          {"The Daily Life of a Medieval King: 95 points, 166 comments.", "'95 points'"},
          {"Speeding up my ZSH shell har 260 poeng.", "'260 poeng' where the source says 206"},
          {"Medieval King-saken har over 200 poeng.", "'200 poeng' where the source says 166"},
        }) {
      GuardVerdict v = GUARD.check(new Draft(c[0]), asked(t, Locale.ENGLISH));
      assertThat(v).as(c[0]).isInstanceOf(GuardVerdict.Overridden.class);
      assertThat(v.reason()).as(c[0]).contains(c[1]);
    }
  }

  @Test
  void aCountOfTheStoryTheQuestionNamesIsJudgedWhenTheReplyNamesNone() throws Exception {
    TurnContext ctx =
        TurnContext.builder(Message.user("er antirez-posten populær på HN?"))
            .locale(Locale.forLanguageTag("nb"))
            .intents(List.of(Intent.of("news", "")))
            .groundTruth(List.of(frontPage()))
            .build();
    GuardVerdict wrong = GUARD.check(new Draft("Veldig! Den har over 600 poeng."), ctx);
    assertThat(wrong.reason()).contains("'600 poeng' where the source says 543 points");
    String honest = "Veldig! Den har over 500 poeng og nesten 400 kommentarer.";
    assertThat(Turns.after(GUARD, honest, ctx)).isEqualTo(honest);
  }

  @Test
  void boundsAndHedgesThatHoldPass() throws Exception {
    GroundTruth t = frontPage();
    for (String honest :
        List.of(
            "The antirez post has a bit over 500 points and well over 350 comments.",
            "The antirez post sits at about 550 points, with nearly 370 comments.",
            "The SVG filters post has under 20 comments and at least 250 points.",
            "1. Coding with LLMs in the summer of 2025 – an update (543 points)\n"
                + "2. Simulating hand-drawn motion with SVG filters (251 points)")) {
      assertThat(Turns.after(GUARD, honest, asked(t, Locale.ENGLISH))).as(honest).isEqualTo(honest);
    }
    for (String wrong :
        List.of(
            "The antirez post has a bit over 400 points.",
            "The antirez post has nearly 700 points.",
            "The SVG filters post has under 10 comments.")) {
      assertThat(GUARD.check(new Draft(wrong), asked(t, Locale.ENGLISH)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
  }

  @Test
  void aRankOrAComparisonInWordsIsJudgedByTheCounts() throws Exception {
    GroundTruth t = frontPage();
    for (String wrong :
        List.of(
            "The SVG filters post has 251 points and is the most-upvoted story right now.",
            "The medieval king story is the top story on the front page, with 166 points.",
            "The ZSH post has more comments than the antirez post.",
            "The Conductor post has more points than the SVG filters post.",
            "The antirez post has crossed a thousand points.")) {
      assertThat(GUARD.check(new Draft(wrong), asked(t, Locale.ENGLISH)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    String nb = "Conductor-innlegget har 206 poeng – dobbelt så mange poeng som ZSH-saken.";
    assertThat(GUARD.check(new Draft(nb), asked(t, Locale.forLanguageTag("nb"))))
        .isInstanceOf(GuardVerdict.Overridden.class);
    for (String honest :
        List.of(
            "The antirez post is the most-upvoted story, with 543 points.",
            "The antirez post has more comments than the ZSH post, and more points than the SVG"
                + " filters post.",
            "The ZSH post is not the most-upvoted story, but it has 102 comments.",
            "The antirez post has crossed five hundred points.",
            "The SVG filters post has twice as many points as it had this morning.")) {
      assertThat(Turns.after(GUARD, honest, asked(t, Locale.ENGLISH))).as(honest).isEqualTo(honest);
    }
    String nbHonest =
        "antirez-innlegget har flest poeng, over dobbelt så mange poeng som SVG-saken.";
    assertThat(Turns.after(GUARD, nbHonest, asked(t, Locale.forLanguageTag("nb"))))
        .isEqualTo(nbHonest);
  }

  @Test
  void aSiteNamedByItsHostDoesNotCutTheSentenceFromItsStory() throws Exception {
    GroundTruth t = frontPage();
    // the dot of "scottspence.com" or "medievalists.net" is no sentence end: the count and the
    // rank after it are still the named story's (replies written for this test)
    for (String[] c :
        new String[][] {
          {
            "The ZSH post from scottspence.com has 88 comments.",
            "'88 comments' where the source says 102 comments for 'Speeding up my ZSH shell'"
          },
          {
            "ZSH-innlegget fra scottspence.com har 88 kommentarer.",
            "'88 kommentarer' where the source says 102 comments for 'Speeding up my ZSH shell'"
          },
          {
            "The medieval king story from medievalists.net is the most upvoted post.",
            "'most upvoted' for 'The Daily Life of a Medieval King' (166 points)"
          },
          {
            "Medieval King-saken fra medievalists.net har flest poeng.",
            "'flest poeng' for 'The Daily Life of a Medieval King' (166 points)"
          }
        }) {
      GuardVerdict v = GUARD.check(new Draft(c[0]), asked(t, Locale.ENGLISH));
      assertThat(v)
          .as(c[0])
          .isInstanceOfSatisfying(
              GuardVerdict.Overridden.class, o -> assertThat(o.reason()).contains(c[1]));
    }
    // a sentence that opens with "It" or "Den" speaks of the story the one before named
    for (String[] c :
        new String[][] {
          {
            "The medieval king story is on medievalists.net. It has 206 points.",
            "'206 points' where the source says 166 points for 'The Daily Life of a Medieval King'"
          },
          {
            "Medieval King-saken ligger på medievalists.net. Den har 120 kommentarer.",
            "'120 kommentarer' where the source says 95 comments for 'The Daily Life of a"
          }
        }) {
      GuardVerdict v = GUARD.check(new Draft(c[0]), asked(t, Locale.ENGLISH));
      assertThat(v)
          .as(c[0])
          .isInstanceOfSatisfying(
              GuardVerdict.Overridden.class, o -> assertThat(o.reason()).contains(c[1]));
    }
    for (String honest :
        List.of(
            "The medieval king story is on medievalists.net. It has 166 points and 95 comments.",
            "Medieval King-saken ligger på medievalists.net. Den har 95 kommentarer.",
            "The ZSH post from scottspence.com has 102 comments and 206 points.",
            "Medieval King-saken fra medievalists.net har 166 poeng.",
            "Read it at antirez.com. It has 366 comments.",
            "The top post comes from antirez.com, with 543 points.")) {
      assertThat(Turns.after(GUARD, honest, asked(t, Locale.ENGLISH))).as(honest).isEqualTo(honest);
    }
  }
}
