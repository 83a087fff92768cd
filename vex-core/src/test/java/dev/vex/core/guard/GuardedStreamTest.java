package dev.vex.core.guard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.message.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The public entry to the agent's guarded release, fed by hand as a framework's stream would. */
class GuardedStreamTest {
  private final List<String> events = new ArrayList<>();
  private final GuardedStream.Output output =
      new GuardedStream.Output() {
        @Override
        public void released(String text) {
          events.add("released:" + text);
        }

        @Override
        public void replaced(String fullText, String reason) {
          events.add("replaced:" + fullText);
        }
      };
  private final TurnContext context =
      new TurnContext(
          Message.user("hi"), Locale.ENGLISH, List.of(), List.of(), List.of(), List.of(), "", null);

  /** Releases partial text unless it contains EVIL. */
  private static final Guard NO_EVIL =
      new Guard() {
        @Override
        public GuardVerdict check(Draft draft, TurnContext c) {
          return draft.text().contains("EVIL")
              ? GuardVerdict.overridden("I cannot say that.", "evil")
              : GuardVerdict.pass();
        }

        @Override
        public boolean releases(Draft prefix, TurnContext c) {
          return !prefix.text().contains("EVIL");
        }
      };

  @Test
  void textIsReleasedAtSentenceEndsAndTheRestAtTheEnd() {
    GuardedStream stream = GuardedStream.start(List.of(NO_EVIL), context, output);
    for (String delta : List.of("First", " one.", " Second", " one! Tail")) {
      stream.accept(delta);
    }
    assertThat(events).containsExactly("released:First one.", "released: Second one!");

    stream.finish("First one. Second one! Tail", "unchanged");

    assertThat(events).last().isEqualTo("released: Tail");
    assertThat(stream.shown()).isEqualTo("First one. Second one! Tail");
  }

  @Test
  void aHeldSentenceIsNeverShownAndAReplyThatDoesNotContinueTheShownTextReplacesIt() {
    GuardedStream stream = GuardedStream.start(List.of(NO_EVIL), context, output);
    stream.accept("Fine start. ");
    stream.accept("Then EVIL things. More.");

    assertThat(events).containsExactly("released:Fine start.");
    stream.finish("I cannot say that.", "evil");

    assertThat(events).containsExactly("released:Fine start.", "replaced:I cannot say that.");
  }

  @Test
  void aGuardThatCannotJudgePartialTextHoldsEverythingUntilTheEnd() {
    Guard wholeOnly = (draft, c) -> GuardVerdict.pass();
    GuardedStream stream = GuardedStream.start(List.of(wholeOnly), context, output);
    stream.accept("One. Two. ");
    stream.accept("");
    stream.accept(null);

    assertThat(events).isEmpty();
    stream.finish("One. Two.", "unchanged");
    assertThat(events).containsExactly("released:One. Two.");
  }
}
