package dev.vex.memory;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The durable store inside an agent, over real HTTP (the Ollama simulator) and a real SQLite file:
 * what the table of messages leaves in the database, and turns that still answer when the database
 * is locked or corrupt.
 */
class JdbcMemoryStoreAgentTest {
  @TempDir Path dir;
  private OllamaSimulator sim;
  private JdbcMemoryStore store;

  private final Tool search =
      Tool.of(
          "search",
          "Searches for something",
          ObjectSchema.builder().requiredString("q", "what to search for").build(),
          args -> "found: " + args.string("q"));

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    store = JdbcMemoryStore.builder().sqlite(dir.resolve("memory.db")).build();
  }

  @AfterEach
  void stop() {
    store.close();
    sim.close();
  }

  private Agent.Builder agent() {
    return Agent.builder()
        .ollama(
            OllamaClient.builder()
                .baseUrl(sim.baseUrl().toString())
                .idleTimeout(Duration.ofSeconds(10))
                .build())
        .model("qwen2.5:3b")
        .tool(search)
        .memory(store);
  }

  record Row(
      int line,
      String kind,
      List<String> intents,
      boolean tools,
      String message,
      List<String> facts) {}

  private static List<Row> table() throws Exception {
    List<Row> rows = new ArrayList<>();
    try (InputStream in =
        JdbcMemoryStoreAgentTest.class.getResourceAsStream("/memory/task-shape-table.tsv")) {
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].isBlank() || lines[i].startsWith("#")) {
          continue;
        }
        String[] f = lines[i].split("\t");
        List<String> intents = new ArrayList<>();
        boolean tools = false;
        for (String p : f[2].split("\\+")) {
          if (p.equals("tools")) {
            tools = true;
          } else if (p.startsWith("intent:")) {
            intents.add(p.substring(7));
          }
        }
        rows.add(
            new Row(
                i + 1,
                f[0],
                intents,
                tools,
                f[3],
                f[4].equals("-") ? List.of() : Arrays.asList(f[4].split(" \\| "))));
      }
    }
    return rows;
  }

  @Test
  void everyMessageOfTheTableLeavesExactlyItsPersonalFactsInTheDatabase() throws Exception {
    List<Row> rows = table();
    Map<String, Row> byMessage = new HashMap<>();
    rows.forEach(r -> byMessage.put(r.message(), r));
    // the model calls the tool on the first round of a row whose turn ran tools, then answers
    sim.setDispatcher(
        r -> {
          var last = r.lastMessage();
          String role = last.get("role").getAsString();
          if (role.equals("user") && byMessage.get(last.get("content").getAsString()).tools()) {
            return Reply.toolCall("search", "{\"q\":\"x\"}");
          }
          return Reply.text("Done.");
        });
    Agent agent =
        agent()
            .classifier(
                m -> {
                  List<Intent> out = new ArrayList<>();
                  for (String k : byMessage.get(m.content()).intents()) {
                    out.add(Intent.of(k, ""));
                  }
                  return out;
                })
            .build();

    List<String> wrong = new ArrayList<>();
    int factsStored = 0;
    for (Row r : rows) {
      String id = "row-" + r.line();
      AgentReply reply = agent.chat(Conversation.create(id), r.message());
      assertThat(reply.trace().toolCalls()).as(r.message()).hasSize(r.tools() ? 1 : 0);
      List<String> stored = store.entries(id, 100).stream().map(StoredMemory::text).toList();
      if (!stored.equals(r.facts())) {
        wrong.add(
            "line "
                + r.line()
                + ": "
                + r.message()
                + " stored "
                + stored
                + ", expected "
                + r.facts());
      }
      if (r.kind().equals("task") && !stored.isEmpty()) {
        wrong.add("line " + r.line() + ": a task was stored: " + stored);
      }
      if (!store.cleanTasks(id).archived().isEmpty()) {
        wrong.add("line " + r.line() + ": cleanTasks found a task in " + stored);
      }
      factsStored += stored.size();
    }
    assertThat(wrong).isEmpty();
    assertThat(rows).hasSizeGreaterThanOrEqualTo(150);
    assertThat(factsStored).isGreaterThanOrEqualTo(90);
  }

  @Test
  void aWriteLockHeldElsewhereSkipsTheStoreTheUserStillGetsTheReplyAndTheTraceSaysSo()
      throws Exception {
    store.close();
    store =
        JdbcMemoryStore.builder()
            .sqlite(dir.resolve("memory.db"))
            .busyTimeout(Duration.ofMillis(200))
            .build();
    store.remember("ada", dev.vex.core.memory.MemoryEntry.of("I live in Bergen"));
    sim.enqueue(Reply.text("Nice to meet you, Ada."));
    Agent agent = agent().build();

    AgentReply reply;
    try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"));
        Statement st = other.createStatement()) {
      st.execute("BEGIN IMMEDIATE");
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created) VALUES ('x', 'x', '[]', 1)");
      reply = agent.chat(Conversation.create("ada"), "My name is Ada.");
      st.execute("ROLLBACK");
    }

    assertThat(reply.text()).isEqualTo("Nice to meet you, Ada.");
    assertThat(reply.trace().warnings())
        .anySatisfy(
            w ->
                assertThat(w)
                    .startsWith("memory skipped: facts not stored")
                    .contains(MemoryStoreException.class.getName())
                    .contains("is locked"));
    // recall still worked while the writer held its lock (WAL readers are not blocked)
    RecordedRequest sent = sim.chatRequests().get(0);
    assertThat(sent.messages().get(0).getAsJsonObject().get("content").getAsString())
        .contains("I live in Bergen");
    assertThat(store.entries("ada", 10))
        .extracting(StoredMemory::text)
        .containsExactly("I live in Bergen");
  }

  @Test
  void aDatabaseCorruptedUnderTheStoreSkipsMemoryAndTheUserStillGetsTheReply() throws Exception {
    store.remember("ada", dev.vex.core.memory.MemoryEntry.of("I live in Bergen"));
    try (Connection vandal =
            DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"));
        Statement st = vandal.createStatement()) {
      int version;
      try (ResultSet rs = st.executeQuery("PRAGMA schema_version")) {
        rs.next();
        version = rs.getInt(1);
      }
      st.execute("PRAGMA writable_schema = ON");
      st.execute(
          "UPDATE sqlite_schema SET sql = 'CREATE TABLE vex_memory_entry (' WHERE name = 'vex_memory_entry'");
      st.execute("PRAGMA schema_version = " + (version + 1));
    }
    sim.enqueue(Reply.text("Nice to meet you, Ada."));
    Agent agent = agent().build();

    AgentReply reply = agent.chat(Conversation.create("ada"), "My name is Ada.");

    assertThat(reply.text()).isEqualTo("Nice to meet you, Ada.");
    assertThat(reply.trace().warnings())
        .anySatisfy(
            w -> assertThat(w).startsWith("memory skipped: recall failed").contains("corrupt"))
        .anySatisfy(
            w -> assertThat(w).startsWith("memory skipped: facts not stored").contains("corrupt"));
    String system =
        sim.chatRequests().get(0).messages().get(0).getAsJsonObject().get("content").getAsString();
    assertThat(system).doesNotContain("Bergen");
    List<String> roles = new ArrayList<>();
    for (JsonElement m : sim.chatRequests().get(0).messages()) {
      roles.add(m.getAsJsonObject().get("role").getAsString());
    }
    assertThat(roles).containsExactly("system", "user");
  }
}
