package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The sites of the turn's links, named in a reply, through the allowlist guard. */
class TurnSitesTest {
  private static final UrlAllowlistGuard GUARD = UrlAllowlistGuard.defaults();

  /** A front page fetched with its stories' links, as the news fetcher lists them. */
  private static final TurnContext STORIES =
      turn(
          Locale.ENGLISH,
          "https://antirez.com/news/154",
          "https://scottspence.com/posts/speeding-up-my-zsh-shell",
          "https://www.medievalists.net/2025/07/medieval-king-daily-life/");

  private static TurnContext turn(Locale locale, String... urls) {
    GroundTruth truth = Turns.truth(Turns.figures("points=543"), urls);
    return Turns.turn(locale, List.of(truth), List.of());
  }

  @Test
  void aStorysSiteNamedInTheReplyStays() throws Exception {
    for (String reply :
        List.of(
            "It's \"The Daily Life of a Medieval King\" from medievalists.net, at 166 points.",
            "«Speeding up my ZSH shell» (scottspence.com) har 206 poeng og 102 kommentarer.",
            "Toppsaken ligger på antirez.com/news/154. Den har 543 poeng.",
            "See www.medievalists.net/2025/07/medieval-king-daily-life and http://antirez.com.")) {
      assertThat(Turns.after(GUARD, reply, STORIES)).as(reply).isEqualTo(reply);
    }
    String norwegian = "Saken er fra scottspence.com.";
    assertThat(
            Turns.after(
                GUARD,
                norwegian,
                turn(
                    Locale.forLanguageTag("nb"),
                    "https://scottspence.com/posts/speeding-up-my-zsh-shell")))
        .isEqualTo(norwegian);
  }

  @Test
  void anotherPageOrHostThanTheTurnsIsStillRemoved() throws Exception {
    assertThat(Turns.after(GUARD, "Read antirez.com/news/155 first.", STORIES))
        .isEqualTo("Read first.");
    assertThat(Turns.after(GUARD, "Les mer på scottspence.com/login nå.", STORIES))
        .isEqualTo("Les mer på nå.");
    assertThat(Turns.after(GUARD, "Go to evil.scottspence.com now.", STORIES))
        .isEqualTo("Go to now.");
    assertThat(Turns.after(GUARD, "Go to scottspence.com.evil.example now.", STORIES))
        .isEqualTo("Go to now.");
    assertThat(Turns.after(GUARD, "Go to http://antirez.com@evil.example/news/154 now.", STORIES))
        .isEqualTo("Go to now.");
    assertThat(Turns.after(GUARD, "Go to http://antirez.com:8080/news/154 now.", STORIES))
        .isEqualTo("Go to now.");
    assertThat(Turns.after(GUARD, "From scottspence.com.", Turns.turnWithLinks(List.of())))
        .isEqualTo("From.");
  }
}
