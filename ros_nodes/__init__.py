"""ROS 2 side of the robot memory: the only package that imports rclpy and ROS messages.

Pure modules, importable and tested without ROS: ``messages`` (message <-> memory
input), ``pose_pairing``, ``goals`` (Nav2 goals and their state), ``settings`` (node
parameters), ``frame_worker`` and ``bag_replay`` (rosbag2 through ``rosbags``).
The rclpy glue, thin on purpose: ``memory_builder_node``, ``nav2_navigator``,
``app_node``; importing one without ROS 2 raises an ImportError saying so.
"""

ROS_MISSING = (
    "{module} needs ROS 2 (rclpy and the sensor_msgs, geometry_msgs, nav_msgs, nav2_msgs, "
    "tf2_ros, visualization_msgs packages): install ROS 2 Jazzy and "
    "`source /opt/ros/$ROS_DISTRO/setup.bash` first. Replaying a rosbag2 needs no ROS: "
    "`lgr ingest BAG --memory DIR`."
)
