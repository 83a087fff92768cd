package dev.vex.examples;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.tool.Artefact;
import dev.vex.tools.store.FileServer;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A finished reply as the page renders it: its text and its Markdown blocks ({@link
 * ReplyMarkdown}), a card per {@link FactCard} with its source and fetch time, the links of what
 * tools made, and a short trace in plain words.
 */
final class ReplyView {
  static final DateTimeFormatter FETCHED =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private final String filesBase;

  /**
   * @param filesBase the links of this server's own files start with it; the page gets them as
   *     paths
   */
  ReplyView(String filesBase) {
    this.filesBase = filesBase;
  }

  /** The final event: the reply, its cards, the links of what tools made, a short trace. */
  JsonObject done(String message, AgentReply reply, List<GroundTruth> truths) {
    JsonObject o = new JsonObject();
    // The reply's language as the agent chose it: from the words of the message.
    Locale lang = language(message);
    o.addProperty("text", reply.text());
    o.addProperty("lang", CardText.norwegian(lang) ? "nb" : "en");
    o.add("blocks", ReplyMarkdown.blocks(reply.text()));
    JsonArray cards = new JsonArray();
    for (FactCard card : reply.factCards()) {
      GroundTruth truth = null;
      for (GroundTruth t : truths) {
        if (card.equals(t.card())) {
          truth = t;
        }
      }
      cards.add(card(card, truth, lang));
    }
    o.add("cards", cards);
    JsonArray artefacts = new JsonArray();
    for (Artefact a : reply.artefacts()) {
      JsonObject j = new JsonObject();
      j.addProperty("name", a.name());
      j.addProperty("mediaType", a.mediaType());
      // Our own files are linked relative to the page, whatever address the browser used.
      j.addProperty(
          "href",
          a.link().startsWith(filesBase)
              ? FileServer.PATH + a.link().substring(filesBase.length())
              : a.link());
      artefacts.add(j);
    }
    o.add("artefacts", artefacts);
    JsonObject trace = new JsonObject();
    trace.addProperty("model", reply.trace().model());
    trace.addProperty("rounds", reply.trace().rounds());
    trace.addProperty("millis", reply.trace().total().toMillis());
    trace.addProperty("fallback", reply.trace().fellBack() ? reply.trace().fallback() : "");
    trace.addProperty("summary", PlainWords.of(lang).summary(reply));
    o.add("trace", trace);
    return o;
  }

  /** A card as the page renders it; the kind and a few typed facts come from its ground truth. */
  static JsonObject card(FactCard card, GroundTruth truth, Locale lang) {
    JsonObject o = new JsonObject();
    o.addProperty("kind", truth == null ? "" : truth.kind());
    o.addProperty("title", CardText.title(card.title(), lang));
    // Each field: its key (what the page looks for), its value and its label in the language.
    JsonArray fields = new JsonArray();
    card.fields()
        .forEach(
            (k, v) -> {
              JsonArray f = new JsonArray();
              f.add(k);
              f.add(CardText.value(k, v, lang));
              f.add(CardText.label(k, lang));
              fields.add(f);
            });
    o.add("fields", fields);
    o.addProperty("sourceName", card.sourceName());
    o.addProperty("sourceUrl", card.sourceUrl());
    o.addProperty("fetchedAt", card.fetchedAt().toString());
    o.addProperty("fetchedAtText", FETCHED.format(card.fetchedAt()));
    if (truth != null) {
      Map<String, Object> facts = truth.facts();
      if (facts.get("ingredients") instanceof List<?> list) {
        JsonArray a = new JsonArray();
        list.forEach(i -> a.add(String.valueOf(i)));
        o.add("ingredients", a);
      }
      if (facts.get("stories") instanceof List<?> list) {
        JsonArray a = new JsonArray();
        for (Object s : list) {
          if (s instanceof Map<?, ?> m) {
            JsonObject story = new JsonObject();
            story.addProperty("title", String.valueOf(m.get("title")));
            story.addProperty("url", String.valueOf(m.get("url")));
            story.addProperty("points", String.valueOf(m.get("points")));
            a.add(story);
          }
        }
        o.add("stories", a);
      }
    }
    return o;
  }

  /**
   * The language the agent answers a message in: the rule vex-core applies to the user's words
   * (English unless the message is plainly Norwegian), so that the page's own words match.
   */
  static Locale language(String message) {
    return dev.vex.core.internal.turn.Language.of(message, Locale.ENGLISH);
  }
}
