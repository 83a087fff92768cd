package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.Conversation;
import dev.vex.core.intent.Intent;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.message.Message;
import dev.vex.simulator.Reply;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The agent gives the classifier the conversation's previous user message and the intents found in
 * it, and only that one turn.
 */
class PreviousTurnTest extends SimulatorAgentBase {
  private final List<PreviousTurn> given = new CopyOnWriteArrayList<>();

  /** Finds "weather" in a message that names Bergen, and records what it was given. */
  private final IntentClassifier recording =
      new IntentClassifier() {
        @Override
        public List<Intent> classify(Message message) {
          return message.content().contains("Bergen")
              ? List.of(Intent.of("weather", "Bergen"))
              : List.of();
        }

        @Override
        public List<Intent> classify(Message message, PreviousTurn previous) {
          given.add(previous);
          return classify(message);
        }
      };

  @Test
  void eachTurnOfAConversationIsGivenTheUserMessageBeforeItAndItsIntents() {
    sim.setDispatcher(r -> Reply.text("an answer"));
    Agent agent = agent().classifier(recording).build();
    Conversation conversation = Conversation.create();

    agent.chat(conversation, "weather in Bergen?");
    agent.chat(conversation, "and tomorrow?");
    agent.chat(conversation, "thanks!");

    assertThat(given).hasSize(3);
    assertThat(given.get(0)).isEqualTo(PreviousTurn.NONE);
    assertThat(given.get(1).text()).isEqualTo("weather in Bergen?");
    assertThat(given.get(1).intents()).containsExactly(Intent.of("weather", "Bergen"));
    // only the turn right before: the third turn knows "and tomorrow?", not the Bergen question
    assertThat(given.get(2).text()).isEqualTo("and tomorrow?");
    assertThat(given.get(2).intents()).isEmpty();
  }

  @Test
  void aHistoryTheHostFilledHasItsLastUserMessageClassifiedAlone() {
    sim.setDispatcher(r -> Reply.text("an answer"));
    Agent agent = agent().classifier(recording).build();
    Conversation conversation = Conversation.create();
    conversation.add(Message.user("weather in Bergen?"));
    conversation.add(Message.assistant("11 °C and rain"));

    agent.chat(conversation, "and tomorrow?");

    assertThat(given).hasSize(1);
    assertThat(given.get(0).text()).isEqualTo("weather in Bergen?");
    assertThat(given.get(0).intents()).containsExactly(Intent.of("weather", "Bergen"));
  }

  @Test
  void aTurnWithoutAConversationAndAClearedConversationHaveNoPreviousTurn() {
    sim.setDispatcher(r -> Reply.text("an answer"));
    Agent agent = agent().classifier(recording).build();
    Conversation conversation = Conversation.create();
    agent.chat(conversation, "weather in Bergen?");
    conversation.clear();

    agent.chat(conversation, "and tomorrow?");
    agent.chat("and tomorrow?");

    assertThat(given).hasSize(3);
    assertThat(given.get(1)).isEqualTo(PreviousTurn.NONE);
    assertThat(given.get(2)).isEqualTo(PreviousTurn.NONE);
  }

  @Test
  void aClassifierWrittenForSingleMessagesKeepsWorking() {
    sim.setDispatcher(r -> Reply.text("an answer"));
    IntentClassifier single =
        m -> m.content().contains("Bergen") ? List.of(Intent.of("weather", "Bergen")) : List.of();
    Agent agent = agent().classifier(single).build();
    Conversation conversation = Conversation.create();

    agent.chat(conversation, "hello");

    assertThat(agent.chat(conversation, "weather in Bergen?").trace().intents())
        .containsExactly(Intent.of("weather", "Bergen"));
  }
}
