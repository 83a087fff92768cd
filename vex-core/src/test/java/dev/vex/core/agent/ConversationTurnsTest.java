package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.message.Message;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Two turns on one conversation run one after the other; the second sees the first. */
class ConversationTurnsTest extends SimulatorAgentBase {

  @Test
  void aSecondTurnWaitsForTheFirstAndSeesItsExchange() throws Exception {
    CountDownLatch firstArrived = new CountDownLatch(1);
    CountDownLatch releaseFirst = new CountDownLatch(1);
    sim.setDispatcher(
        r -> {
          String last = content(message(r, r.messages().size() - 1));
          if (last.equals("first question")) {
            firstArrived.countDown();
            try {
              releaseFirst.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return Reply.text("first answer");
          }
          return Reply.text("second answer");
        });
    Agent agent = agent().build();
    Conversation conversation = Conversation.create();

    CompletableFuture<AgentReply> first =
        agent.newTurn(conversation, "first question").executeAsync();
    assertThat(firstArrived.await(20, TimeUnit.SECONDS)).isTrue();
    CompletableFuture<AgentReply> second =
        agent.newTurn(conversation, "second question").executeAsync();
    releaseFirst.countDown();

    assertThat(first.get(20, TimeUnit.SECONDS).text()).isEqualTo("first answer");
    assertThat(second.get(20, TimeUnit.SECONDS).text()).isEqualTo("second answer");
    RecordedRequest secondRequest = chats().get(1);
    assertThat(secondRequest.messages().toString())
        .contains("first question")
        .contains("first answer");
    assertThat(conversation.messages())
        .extracting(Message::content)
        .containsExactly("first question", "first answer", "second question", "second answer");
  }

  @Test
  void aWaitingTurnCanBeCancelledAndLeavesTheConversationAlone() throws Exception {
    CountDownLatch firstArrived = new CountDownLatch(1);
    CountDownLatch releaseFirst = new CountDownLatch(1);
    sim.setDispatcher(
        r -> {
          firstArrived.countDown();
          try {
            releaseFirst.await(30, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return Reply.text("first answer");
        });
    Agent agent = agent().build();
    Conversation conversation = Conversation.create();
    CompletableFuture<AgentReply> first =
        agent.newTurn(conversation, "first question").executeAsync();
    assertThat(firstArrived.await(20, TimeUnit.SECONDS)).isTrue();

    AgentTurn second = agent.newTurn(conversation, "second question");
    CompletableFuture<AgentReply> waiting = second.executeAsync();
    second.cancel();

    assertThatThrownBy(() -> waiting.get(20, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(TurnCancelledException.class);
    releaseFirst.countDown();
    assertThat(first.get(20, TimeUnit.SECONDS).text()).isEqualTo("first answer");
    assertThat(conversation.messages())
        .extracting(Message::content)
        .containsExactly("first question", "first answer");
    assertThat(chats()).hasSize(1);
  }

  @Test
  void aTurnWhoseTimeRunsOutWhileWaitingAnswersWithTheNoticeAndLeavesTheConversationAlone()
      throws Exception {
    CountDownLatch firstArrived = new CountDownLatch(1);
    CountDownLatch releaseFirst = new CountDownLatch(1);
    sim.setDispatcher(
        r -> {
          firstArrived.countDown();
          try {
            releaseFirst.await(30, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return Reply.text("first answer");
        });
    Agent patient = agent().build();
    Agent hurried = agent().callTimeout(Duration.ofMillis(300)).build();
    Conversation conversation = Conversation.create();
    CompletableFuture<AgentReply> first =
        patient.newTurn(conversation, "first question").executeAsync();
    assertThat(firstArrived.await(20, TimeUnit.SECONDS)).isTrue();

    AgentReply second = hurried.chat(conversation, "second question");

    assertThat(second.trace().fallback()).isEqualTo("notice");
    assertThat(second.text()).contains("the model took too long");
    releaseFirst.countDown();
    first.get(20, TimeUnit.SECONDS);
    assertThat(conversation.messages())
        .extracting(Message::content)
        .containsExactly("first question", "first answer");
  }
}
