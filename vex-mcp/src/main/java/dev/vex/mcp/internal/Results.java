package dev.vex.mcp.internal;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns an MCP tool result into the text the model reads. Structured content wins: it is sent as
 * its JSON (so the turn's link collection reads its URL fields, as for any JSON tool result). Else
 * the content blocks are joined: text as is, images and audio as a short placeholder, embedded text
 * resources as their text, resource links as {@code {"name", "url"}} entries of a JSON result. The
 * text is cut to a bound with a marker.
 */
public final class Results {
  private Results() {}

  /**
   * Renders a result for the model.
   *
   * @param result the result
   * @param json the mapper, for structured content
   * @param maxChars the most characters returned
   * @return the text
   */
  public static String render(McpSchema.CallToolResult result, McpJsonMapper json, int maxChars) {
    if (result.structuredContent() != null) {
      try {
        return cut(json.writeValueAsString(result.structuredContent()), maxChars);
      } catch (IOException e) {
        // fall through to the content blocks
      }
    }
    List<String> texts = new ArrayList<>();
    JsonArray links = new JsonArray();
    List<McpSchema.Content> content = result.content() == null ? List.of() : result.content();
    for (McpSchema.Content c : content) {
      if (c instanceof McpSchema.TextContent t) {
        texts.add(t.text() == null ? "" : t.text());
      } else if (c instanceof McpSchema.ImageContent i) {
        texts.add("[image " + i.mimeType() + ", " + base64Bytes(i.data()) + " bytes]");
      } else if (c instanceof McpSchema.AudioContent a) {
        texts.add("[audio " + a.mimeType() + ", " + base64Bytes(a.data()) + " bytes]");
      } else if (c instanceof McpSchema.EmbeddedResource r) {
        if (r.resource() instanceof McpSchema.TextResourceContents t) {
          texts.add(t.text() == null ? "" : t.text());
        } else {
          texts.add("[resource " + r.resource().uri() + ", " + r.resource().mimeType() + "]");
        }
      } else if (c instanceof McpSchema.ResourceLink l) {
        JsonObject link = new JsonObject();
        link.addProperty("name", Text.clean(l.name(), 200));
        link.addProperty("url", l.uri());
        if (l.mimeType() != null) {
          link.addProperty("mimeType", l.mimeType());
        }
        if (l.description() != null) {
          link.addProperty("description", Text.clean(l.description(), 300));
        }
        links.add(link);
      }
    }
    String text = String.join("\n", texts);
    if (links.isEmpty()) {
      return cut(text, maxChars);
    }
    JsonObject o = new JsonObject();
    o.addProperty("text", cut(text, Math.max(0, maxChars - links.toString().length() - 32)));
    o.add("links", links);
    String out = o.toString();
    return out.length() <= maxChars ? out : cut(out, maxChars);
  }

  /**
   * Returns the text of an error result, cut short, for the model's error message.
   *
   * @param result the result with {@code isError}
   * @return the text, or a generic message
   */
  public static String errorText(McpSchema.CallToolResult result) {
    StringBuilder b = new StringBuilder();
    if (result.content() != null) {
      for (McpSchema.Content c : result.content()) {
        if (c instanceof McpSchema.TextContent t && t.text() != null) {
          b.append(t.text()).append(' ');
        }
      }
    }
    String s = Text.clean(b.toString(), 500);
    return s.isEmpty() ? "the tool reported an error without a message" : s;
  }

  /**
   * Returns whether a text is a JSON object, so a result can be checked by a test.
   *
   * @param text the text
   * @return true for a JSON object
   */
  public static boolean isJsonObject(String text) {
    try {
      return JsonParser.parseString(text).isJsonObject();
    } catch (RuntimeException e) {
      return false;
    }
  }

  private static long base64Bytes(String data) {
    return data == null ? 0 : data.length() * 3L / 4;
  }

  static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    String marker = "\n[cut: " + (text.length() - max) + " more characters]";
    return text.substring(0, Math.max(0, max - marker.length())) + marker;
  }
}
