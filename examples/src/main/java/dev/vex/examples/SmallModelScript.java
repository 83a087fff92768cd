package dev.vex.examples;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A scripted stand-in for a small local model, deciding from what the agent sent, and behaving the
 * way small models do: it quotes the real data when it is in front of it, but also invents a stale
 * price from its training, invents a link, and crashes mid-loop.
 */
final class SmallModelScript {
  private final AtomicInteger ethCrashes = new AtomicInteger();

  Reply reply(RecordedRequest request) {
    JsonObject last = request.lastMessage();
    String role = last.get("role").getAsString();
    String content = last.get("content").getAsString();
    String question = question(request);
    if ("tool".equals(role)) {
      if (last.has("tool_name") && "make_pdf".equals(last.get("tool_name").getAsString())) {
        // A small model answers in the language it was asked in.
        return Reply.text(
            CardText.norwegian(ReplyView.language(question))
                ? "Jeg lagret det som PDF; åpne den fra lenken under svaret."
                : "I saved it as a PDF; open it from the link below the answer.");
      }
      return Reply.text("It is " + content + " in Oslo.");
    }
    if (question.toLowerCase(java.util.Locale.ROOT).contains("pdf")) {
      // Asked for a PDF of grounded data: the small model hands the ground truth to make_pdf.
      JsonObject args = new JsonObject();
      args.addProperty("title", "Vex answer");
      args.addProperty("content", groundTruth(request));
      return Reply.toolCall("make_pdf", args.toString());
    }
    if (question.contains("clock")) {
      // Writes a sentence, then calls a tool: the next round's answer replaces what was shown.
      return Reply.textThenToolCalls(
          "Let me look at the clock first. ",
          new ToolCallSpec("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    }
    if (question.contains("bitcoin")) {
      return Reply.text("Bitcoin is trading at around $42,150 today, a good time to buy!");
    }
    if (question.contains("weather") || question.contains("recipe")) {
      return Reply.text(groundTruth(request));
    }
    if (question.contains("news")) {
      return Reply.text(
          "Here is today's front page of Hacker News. For more, read"
              + " [TechDaily's summary](https://technews-daily.example/top-stories) or"
              + " https://news.ycombinator.com/news.");
    }
    if (question.contains("ETH") && ethCrashes.getAndIncrement() < 3) { // every default retry too
      return Reply.error(
          500,
          "model runner has unexpectedly stopped, this may be due to resource limitations or an"
              + " internal error, check ollama server logs for details");
    }
    if (question.contains("time")) {
      return Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}");
    }
    return Reply.text("I am not sure.");
  }

  /** The honest answer: the first summary in the last ground-truth message. */
  private static String groundTruth(RecordedRequest request) {
    String answer = "I do not know.";
    for (JsonElement m : request.messages()) {
      String content = m.getAsJsonObject().get("content").getAsString();
      int open = content.indexOf("<source ");
      if (!content.startsWith("<ground_truth>") || open < 0) {
        continue;
      }
      int start = content.indexOf(">\n", open);
      int end = content.indexOf("\n</source>", open);
      if (start >= 0 && end > start) {
        answer =
            content
                .substring(start + 2, end)
                .strip()
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&amp;", "&");
      }
    }
    return answer;
  }

  /** The question of this turn: the last user message that is not the ground-truth block. */
  private static String question(RecordedRequest request) {
    String question = "";
    for (JsonElement m : request.messages()) {
      JsonObject o = m.getAsJsonObject();
      if ("user".equals(o.get("role").getAsString())
          && !o.get("content").getAsString().startsWith("<ground_truth>")) {
        question = o.get("content").getAsString();
      }
    }
    return question;
  }
}
