package dev.vex.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vex.core.tool.JsonSchema;
import dev.vex.core.tool.ObjectSchema;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SchemasTest {
  @SuppressWarnings("unchecked")
  private static ObjectSchema map(String json) throws Exception {
    return Schemas.toVex(new ObjectMapper().readValue(json, Map.class));
  }

  @Test
  void refsUnionsAndAnyOfBecomePlainTypesTheArgumentBinderCanCoerce() throws Exception {
    ObjectSchema s =
        map(
            """
            {"type":"object","required":["when","n","ghost"],
             "$defs":{"Day":{"type":"string","enum":["mon","tue"],"description":"day"}},
             "properties":{
               "when":{"$ref":"#/$defs/Day"},
               "n":{"type":["integer","null"]},
               "ratio":{"anyOf":[{"type":"null"},{"type":"number"}],"description":"a ratio"},
               "tags":{"type":"array","items":{"type":"string"}},
               "opts":{"type":"object","properties":{"deep":{"type":"boolean"}}},
               "anything":{}}}
            """);
    assertThat(s.required()).containsExactly("when", "n");
    assertThat(((JsonSchema.StringSchema) s.properties().get("when")).values())
        .containsExactly("mon", "tue");
    assertThat(s.properties().get("n")).isInstanceOf(JsonSchema.IntegerSchema.class);
    assertThat(s.properties().get("ratio")).isEqualTo(JsonSchema.number("a ratio"));
    assertThat(((JsonSchema.ArraySchema) s.properties().get("tags")).items())
        .isInstanceOf(JsonSchema.StringSchema.class);
    assertThat(((ObjectSchema) s.properties().get("opts")).properties().get("deep"))
        .isInstanceOf(JsonSchema.BooleanSchema.class);
    assertThat(s.properties().get("anything")).isInstanceOf(JsonSchema.StringSchema.class);

    assertThat(s.bind("{\"when\":\"mon\",\"n\":\"3\"}").arguments().get("n")).isEqualTo(3L);
  }

  @Test
  void aSelfReferencingSchemaEndsAtTheDepthBound() throws Exception {
    ObjectSchema s =
        map(
            """
            {"type":"object","definitions":{"Node":{"type":"object","properties":{"next":{"$ref":"#/definitions/Node"}}}},
             "properties":{"head":{"$ref":"#/definitions/Node"}}}
            """);
    assertThat(s.properties()).containsKey("head");
  }

  @Test
  void descriptionsLoseControlCharactersAndAreBounded() throws Exception {
    ObjectSchema s =
        map(
            "{\"type\":\"object\",\"properties\":{\"q\":{\"type\":\"string\",\"description\":\"a\\nb\\u202e"
                + "x".repeat(1000)
                + "\"}}}");
    String d = s.properties().get("q").description();
    assertThat(d).startsWith("a bx").hasSize(300).doesNotContain("\n", "\u202e");
  }
}
