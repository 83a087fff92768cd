package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.intent.Intent;
import dev.vex.core.memory.Episode;
import dev.vex.core.memory.InMemoryMemoryStore;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.memory.RecordingStore;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Long-term memory in the turn: scoped by the conversation's memory id, task turns kept out. */
class AgentMemoryTest extends SimulatorAgentBase {

  private static String allText(RecordedRequest r) {
    StringBuilder sb = new StringBuilder();
    for (JsonElement m : r.messages()) {
      sb.append(m.getAsJsonObject().get("content").getAsString()).append('\n');
    }
    return sb.toString();
  }

  @Test
  void twoUsersOnOneSharedAgentNeverSeeEachOthersFacts() throws Exception {
    sim.setDispatcher(r -> Reply.text("ok: " + r.lastMessage().get("content").getAsString()));
    var agent = agent().memory(new InMemoryMemoryStore(50)).build();
    String[] aliceFacts = {"I'm allergic to peanuts", "My cat is called Miso", "I work as a pilot"};
    String[] bobFacts = {"I live in Bergen", "My dog is called Rex", "I'm a vegan"};
    ExecutorService pool = Executors.newFixedThreadPool(4);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<AgentReply>> futures = new ArrayList<>();
    Conversation alice = Conversation.create("alice");
    Conversation bob = Conversation.create("bob");
    try {
      for (int i = 0; i < aliceFacts.length; i++) {
        String a = aliceFacts[i];
        String b = bobFacts[i];
        futures.add(
            pool.submit(
                () -> {
                  go.await();
                  return agent.chat(alice, a);
                }));
        futures.add(
            pool.submit(
                () -> {
                  go.await();
                  return agent.chat(bob, b);
                }));
      }
      go.countDown();
      for (Future<AgentReply> f : futures) {
        f.get(30, TimeUnit.SECONDS);
      }
      for (int i = 0; i < 3; i++) {
        String q = " question " + i + ": what do you know about me?";
        futures.add(pool.submit(() -> agent.chat(alice, "alice" + q)));
        futures.add(pool.submit(() -> agent.chat(bob, "bob" + q)));
      }
      for (Future<AgentReply> f : futures) {
        f.get(30, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }

    int aliceAsked = 0;
    int bobAsked = 0;
    for (RecordedRequest r : chats()) {
      String last = r.lastMessage().get("content").getAsString();
      String sent = allText(r);
      boolean fromAlice = last.startsWith("alice") || List.of(aliceFacts).contains(last);
      String[] own = fromAlice ? aliceFacts : bobFacts;
      String[] other = fromAlice ? bobFacts : aliceFacts;
      for (String fact : other) {
        assertThat(sent).as("request for %s", last).doesNotContain(fact);
      }
      if (last.startsWith("alice")) {
        aliceAsked++;
        assertThat(sent).contains(own);
      } else if (last.startsWith("bob")) {
        bobAsked++;
        assertThat(sent).contains(own);
      }
    }
    assertThat(aliceAsked).isEqualTo(3);
    assertThat(bobAsked).isEqualTo(3);
  }

  @Test
  void aConversationWithoutAUserIdHasAMemoryOfItsOwn() {
    sim.setDispatcher(r -> Reply.text("ok"));
    var agent = agent().memory(new InMemoryMemoryStore(50)).build();
    Conversation first = Conversation.create();
    Conversation second = Conversation.create();
    agent.chat(first, "I'm allergic to peanuts.");
    agent.chat(first, "Hello?");
    agent.chat(second, "Hello?");

    assertThat(first.memoryId()).isNotEqualTo(second.memoryId());
    assertThat(allText(chats().get(1))).contains("allergic to peanuts");
    assertThat(allText(chats().get(2))).doesNotContain("peanuts");
  }

  @Test
  void aTurnWithoutAConversationNeitherRecallsNorStores() {
    sim.setDispatcher(r -> Reply.text("ok"));
    RecordingStore store = new RecordingStore();
    var agent = agent().memory(store).build();
    agent.chat("I'm allergic to peanuts.");
    assertThat(store.remembered).isEmpty();
    assertThat(store.episodes).isEmpty();
  }

  @Test
  void captureHandsTheStoreOnlyTheFactsOfATurnThatRanATool() {
    RecordingStore store = new RecordingStore();
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo: 11 °C."));
    var agent = agent().memory(store).build();

    AgentReply reply = agent.chat(Conversation.create("u1"), "I live in Oslo, what's the weather?");

    assertThat(reply.trace().toolCalls()).hasSize(1);
    assertThat(store.remembered).containsExactly("u1: I live in Oslo");
    assertThat(store.entries.get(0).tags()).containsExactly("tools", "turn");
    assertThat(store.episodes).as("a turn that ran a tool is not an episode").isEmpty();
  }

  @Test
  void captureHandsTheStoreNothingFromATaskTheClassifierRecognised() {
    RecordingStore store = new RecordingStore();
    sim.setDispatcher(r -> Reply.text("Here is a course."));
    var agent =
        agent()
            .memory(store)
            .classifier(m -> List.of(Intent.of("search", "Spanish course")))
            .build();

    agent.chat(Conversation.create("u1"), "I want to learn Spanish.");

    assertThat(store.remembered).isEmpty();
    assertThat(store.episodes).isEmpty();
  }

  @Test
  void theEpisodeLogGetsConversationTurnsAndNoTaskTurns() {
    RecordingStore store = new RecordingStore();
    sim.setDispatcher(r -> Reply.text("Noted."));
    var agent = agent().memory(store).build();
    Conversation c = Conversation.create("u1");

    agent.chat(c, "I want to learn Spanish.");
    agent.chat(c, "Translate this into German: hello");
    agent.chat(c, "Hei!");

    assertThat(store.episodes)
        .extracting(Episode::user)
        .containsExactly("I want to learn Spanish.", "Hei!");
    assertThat(store.episodes.get(0).assistant()).isEqualTo("Noted.");
    assertThat(store.remembered).containsExactly("u1: I want to learn Spanish");
  }

  @Test
  void aStoreThatFailsIsSkippedTheUserStillGetsTheReplyAndTheTraceSaysSo() {
    List<String> calls = new CopyOnWriteArrayList<>();
    MemoryStore broken =
        new MemoryStore() {
          @Override
          public void remember(String memoryId, MemoryEntry entry) {
            calls.add("remember");
            throw new IllegalStateException("disk full");
          }

          @Override
          public List<MemoryEntry> recall(String memoryId, String query, int limit) {
            calls.add("recall");
            throw new IllegalStateException("database is locked");
          }
        };
    sim.enqueue(Reply.text("Nice to meet you."));
    var agent = agent().memory(broken).build();

    AgentReply reply = agent.chat(Conversation.create("u1"), "My name is Ada.");

    assertThat(reply.text()).isEqualTo("Nice to meet you.");
    assertThat(calls).containsExactly("recall", "remember");
    assertThat(reply.trace().warnings())
        .anySatisfy(
            w -> assertThat(w).startsWith("memory skipped: recall failed").contains("locked"))
        .anySatisfy(
            w ->
                assertThat(w).startsWith("memory skipped: facts not stored").contains("disk full"));
  }
}
