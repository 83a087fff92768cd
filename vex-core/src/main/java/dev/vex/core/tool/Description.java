package dev.vex.core.tool;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Describes a record component used as a tool parameter, or the record itself, for the model.
 *
 * <pre>{@code
 * record Forecast(@Description("City name") String city,
 *                 @Description("Days ahead, 1-3") int days) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.TYPE})
public @interface Description {
  /**
   * The description.
   *
   * @return the text the model reads
   */
  String value();
}
